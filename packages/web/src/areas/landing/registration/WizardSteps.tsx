import {
  MESSAGE_CHANNEL_LABELS,
  type RegistrationFieldErrors,
  type RegistrationForm,
  STUDENT_DISCOUNT_PERCENT,
} from '@laundry/domain';
import { Button, Checkbox, TextField } from '@laundry/ui';
import { BadgePercent, GraduationCap, Pencil, Truck } from 'lucide-react';
import { MessagePreferenceFields } from '../../../app/forms/MessagePreferenceFields';
import type { LandingCampaign } from '../campaign';
import * as styles from './RegistrationWizard.css';

export type Field = keyof RegistrationForm;

export interface StepProps {
  form: RegistrationForm;
  /** The step's errors, only for the fields the visitor has left. */
  errors: RegistrationFieldErrors;
  onChange: (values: Partial<RegistrationForm>) => void;
  onBlur: (field: Field) => void;
}

function StepHeading({ children, intro }: { children: string; intro: string }) {
  return (
    <>
      <h3 className={styles.stepHeading} tabIndex={-1} data-step-heading="">
        {children}
      </h3>
      <p className={styles.stepIntro}>{intro}</p>
    </>
  );
}

export function PersonalStep({ form, errors, onChange, onBlur }: StepProps) {
  return (
    <div className={styles.panel}>
      <StepHeading intro="How should we call you when your order is ready?">
        Personal details
      </StepHeading>
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        placeholder="e.g. Nimal Perera"
        required
        value={form.fullName}
        error={errors.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
        onBlur={() => onBlur('fullName')}
      />
    </div>
  );
}

export function ContactStep({ form, errors, onChange, onBlur }: StepProps) {
  return (
    <div className={styles.panel}>
      <StepHeading intro="We call or message you when your laundry is ready.">
        Contact details
      </StepHeading>
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="10-15 digits"
        required
        value={form.phone}
        error={errors.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
        onBlur={() => onBlur('phone')}
      />
      <TextField
        label="Email (optional)"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="For order confirmations and receipts."
        value={form.email}
        error={errors.email}
        onChange={(event) => onChange({ email: event.target.value })}
        onBlur={() => onBlur('email')}
      />
      <MessagePreferenceFields
        channel={form.messageChannel}
        optOut={form.messagesOptOut}
        onChannelChange={(messageChannel) => {
          onChange({ messageChannel });
          onBlur('messageChannel');
        }}
        onOptOutChange={(messagesOptOut) => onChange({ messagesOptOut })}
        error={errors.messageChannel}
        hint="One short message when your laundry is ready or on its way, with a tracking link."
      />
    </div>
  );
}

export function AddressStep({ form, errors, onChange, onBlur }: StepProps) {
  return (
    <div className={styles.panel}>
      <StepHeading intro="Optional: it helps us find you for free pickup around campus.">
        Address
      </StepHeading>
      <div className={styles.fieldRow}>
        <TextField
          label="Street (optional)"
          name="street"
          autoComplete="address-line1"
          placeholder="e.g. 12 Temple Road"
          value={form.street}
          error={errors.street}
          onChange={(event) => onChange({ street: event.target.value })}
          onBlur={() => onBlur('street')}
        />
        <TextField
          label="City (optional)"
          name="city"
          autoComplete="address-level2"
          placeholder="e.g. Moratuwa"
          value={form.city}
          error={errors.city}
          onChange={(event) => onChange({ city: event.target.value })}
          onBlur={() => onBlur('city')}
        />
      </div>
    </div>
  );
}

export function StudentStep({ form, errors, onChange, onBlur }: StepProps) {
  return (
    <div className={styles.panel}>
      <StepHeading intro={`Registered students get ${STUDENT_DISCOUNT_PERCENT}% off every order.`}>
        Student
      </StepHeading>
      <div className={styles.studentCard}>
        <Checkbox
          label="I am a student"
          description="Tick this to get the student discount."
          checked={form.isStudent}
          onCheckedChange={(checked) => onChange({ isStudent: checked })}
        />
      </div>
      {form.isStudent ? (
        <TextField
          label="Student ID"
          name="studentId"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. IT21123456"
          hint="Upper case, no spaces: we tidy it up as you type."
          required
          iconStart={<GraduationCap size={16} />}
          value={form.studentId}
          error={errors.studentId}
          onChange={(event) => onChange({ studentId: event.target.value })}
          onBlur={() => onBlur('studentId')}
        />
      ) : null}
    </div>
  );
}

export interface ReviewStepProps {
  form: RegistrationForm;
  campaign: LandingCampaign;
  onEdit: (step: number) => void;
}

function Empty() {
  return <span className={styles.reviewEmpty}>Not given</span>;
}

function ReviewGroup({
  title,
  step,
  onEdit,
  rows,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  rows: [string, string][];
}) {
  return (
    <section className={styles.reviewGroup} aria-label={title}>
      <div className={styles.reviewHead}>
        <h4 className={styles.reviewTitle}>{title}</h4>
        <Button
          variant="ghost"
          size="sm"
          iconStart={<Pencil size={14} />}
          onClick={() => onEdit(step)}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Button>
      </div>
      <dl className={styles.reviewList}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.reviewRow}>
            <dt className={styles.reviewTerm}>{term}</dt>
            <dd className={styles.reviewValue}>{value || <Empty />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ReviewStep({ form, campaign, onEdit }: ReviewStepProps) {
  return (
    <div className={styles.panel}>
      <StepHeading intro="Check your details, then complete your registration.">Review</StepHeading>
      <div className={styles.review}>
        <ReviewGroup title="Personal" step={1} onEdit={onEdit} rows={[['Name', form.fullName]]} />
        <ReviewGroup
          title="Contact"
          step={2}
          onEdit={onEdit}
          rows={[
            ['Phone', form.phone],
            ['Email', form.email],
            [
              'Messages',
              form.messagesOptOut ? 'None' : MESSAGE_CHANNEL_LABELS[form.messageChannel],
            ],
          ]}
        />
        <ReviewGroup
          title="Address"
          step={3}
          onEdit={onEdit}
          rows={[
            ['Street', form.street],
            ['City', form.city],
          ]}
        />
        <ReviewGroup
          title="Student"
          step={4}
          onEdit={onEdit}
          rows={
            form.isStudent
              ? [
                  ['Student', 'Yes'],
                  ['Student ID', form.studentId],
                ]
              : [['Student', 'No']]
          }
        />
      </div>
      <ul className={styles.perks} aria-label="Your benefits">
        {campaign.active ? (
          <li className={styles.perk}>
            <BadgePercent aria-hidden size={18} className={styles.perkIcon} />
            <span>
              <strong>{campaign.config.discount}% off your first order</strong> with the{' '}
              {campaign.config.campaignName} offer.
            </span>
          </li>
        ) : null}
        {form.isStudent ? (
          <li className={styles.perk}>
            <GraduationCap aria-hidden size={18} className={styles.perkIcon} />
            <span>
              <strong>{STUDENT_DISCOUNT_PERCENT}% student discount</strong> on all orders
              {campaign.active ? ', continuing after your first order' : ''}.
            </span>
          </li>
        ) : null}
        <li className={styles.perk}>
          <Truck aria-hidden size={18} className={styles.perkIcon} />
          <span>Free pickup when you order by call or message.</span>
        </li>
      </ul>
    </div>
  );
}
