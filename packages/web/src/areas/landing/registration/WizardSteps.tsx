import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  type RegistrationFieldErrors,
  type RegistrationForm,
  STUDENT_DISCOUNT_PERCENT,
} from '@laundry/domain';
import { Button, Checkbox, SegmentedControl, TextField } from '@laundry/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgePercent, GraduationCap, Pencil, Truck } from 'lucide-react';
import { MessagePreferenceFields } from '../../../app/forms/MessagePreferenceFields';
import type { LandingCampaign } from '../campaign';
import * as styles from './RegistrationWizard.css';
import { channelWords, registrationWords } from './registrationWords';

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

/** A step's field errors in the page's language. */
function useErrors(errors: RegistrationFieldErrors): RegistrationFieldErrors {
  const { i18n } = useLingui();
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? undefined : registrationWords(i18n, message),
    ]),
  );
}

export function PersonalStep({ form, errors: given, onChange, onBlur }: StepProps) {
  const { t } = useLingui();
  const errors = useErrors(given);
  return (
    <div className={styles.panel}>
      <StepHeading intro={t`How should we call you when your order is ready?`}>
        {t`Personal details`}
      </StepHeading>
      <TextField
        label={t`Full name`}
        name="fullName"
        autoComplete="name"
        placeholder={t`e.g. Nimal Perera`}
        required
        value={form.fullName}
        error={errors.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
        onBlur={() => onBlur('fullName')}
      />
      <LanguageField language={form.language} onChange={(language) => onChange({ language })} />
    </div>
  );
}

/**
 * The language the customer reads (issue 42): their messages and receipts use it. Asked with
 * the name; it starts as the page's.
 */
function LanguageField({
  language,
  onChange,
}: {
  language: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.languageField}>
      <SegmentedControl
        label={t`Language for your messages and receipts`}
        options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={language}
        onValueChange={onChange}
      />
    </div>
  );
}

export function ContactStep({ form, errors: given, onChange, onBlur }: StepProps) {
  const { i18n, t } = useLingui();
  const errors = useErrors(given);
  return (
    <div className={styles.panel}>
      <StepHeading intro={t`We call or message you when your laundry is ready.`}>
        {t`Contact details`}
      </StepHeading>
      <TextField
        label={t`Phone number`}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t`10-15 digits`}
        required
        value={form.phone}
        error={errors.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
        onBlur={() => onBlur('phone')}
      />
      <TextField
        label={t`Email (optional)`}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint={t`For order confirmations and receipts.`}
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
        hint={t`One short message when your laundry is ready or on its way, with a tracking link.`}
        words={{
          legend: t`Messages about orders`,
          channel: t`Channel`,
          optOut: t`No messages about orders`,
          channels: {
            email: channelWords(i18n, 'email'),
            sms: channelWords(i18n, 'sms'),
            whatsapp: channelWords(i18n, 'whatsapp'),
          },
        }}
      />
    </div>
  );
}

export function AddressStep({ form, errors: given, onChange, onBlur }: StepProps) {
  const { t } = useLingui();
  const errors = useErrors(given);
  return (
    <div className={styles.panel}>
      <StepHeading intro={t`Optional: it helps us find you for free pickup around campus.`}>
        {t`Address`}
      </StepHeading>
      <div className={styles.fieldRow}>
        <TextField
          label={t`Street (optional)`}
          name="street"
          autoComplete="address-line1"
          placeholder={t`e.g. 12 Temple Road`}
          value={form.street}
          error={errors.street}
          onChange={(event) => onChange({ street: event.target.value })}
          onBlur={() => onBlur('street')}
        />
        <TextField
          label={t`City (optional)`}
          name="city"
          autoComplete="address-level2"
          placeholder={t`e.g. Moratuwa`}
          value={form.city}
          error={errors.city}
          onChange={(event) => onChange({ city: event.target.value })}
          onBlur={() => onBlur('city')}
        />
      </div>
    </div>
  );
}

export function StudentStep({ form, errors: given, onChange, onBlur }: StepProps) {
  const { t } = useLingui();
  const errors = useErrors(given);
  const percent = STUDENT_DISCOUNT_PERCENT;
  return (
    <div className={styles.panel}>
      <StepHeading intro={t`Registered students get ${percent}% off every order.`}>
        {t`Student`}
      </StepHeading>
      <div className={styles.studentCard}>
        <Checkbox
          label={t`I am a student`}
          description={t`Tick this to get the student discount.`}
          checked={form.isStudent}
          onCheckedChange={(checked) => onChange({ isStudent: checked })}
        />
      </div>
      {form.isStudent ? (
        <TextField
          label={t`Student ID`}
          name="studentId"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t`e.g. IT21123456`}
          hint={t`Upper case, no spaces: we tidy it up as you type.`}
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
  return (
    <span className={styles.reviewEmpty}>
      <Trans>Not given</Trans>
    </span>
  );
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
  const { t } = useLingui();
  return (
    <section className={styles.reviewGroup} aria-label={title}>
      <div className={styles.reviewHead}>
        <h4 className={styles.reviewTitle}>{title}</h4>
        <Button
          variant="ghost"
          size="sm"
          iconStart={<Pencil size={14} />}
          onClick={() => onEdit(step)}
          aria-label={t`Edit ${title}`}
        >
          <Trans>Edit</Trans>
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
  const { i18n, t } = useLingui();
  const { discount, campaignName } = campaign.config;
  const percent = STUDENT_DISCOUNT_PERCENT;
  return (
    <div className={styles.panel}>
      <StepHeading intro={t`Check your details, then complete your registration.`}>
        {t`Review`}
      </StepHeading>
      <div className={styles.review}>
        <ReviewGroup
          title={t`Personal`}
          step={1}
          onEdit={onEdit}
          rows={[
            [t`Name`, form.fullName],
            [t`Language`, LANGUAGE_NAMES[form.language]],
          ]}
        />
        <ReviewGroup
          title={t`Contact`}
          step={2}
          onEdit={onEdit}
          rows={[
            [t`Phone`, form.phone],
            [t`Email`, form.email],
            [t`Messages`, form.messagesOptOut ? t`None` : channelWords(i18n, form.messageChannel)],
          ]}
        />
        <ReviewGroup
          title={t`Address`}
          step={3}
          onEdit={onEdit}
          rows={[
            [t`Street`, form.street],
            [t`City`, form.city],
          ]}
        />
        <ReviewGroup
          title={t`Student`}
          step={4}
          onEdit={onEdit}
          rows={
            form.isStudent
              ? [
                  [t`Student`, t`Yes`],
                  [t`Student ID`, form.studentId],
                ]
              : [[t`Student`, t`No`]]
          }
        />
      </div>
      <ul className={styles.perks} aria-label={t`Your benefits`}>
        {campaign.active ? (
          <li className={styles.perk}>
            <BadgePercent aria-hidden size={18} className={styles.perkIcon} />
            <span>
              <Trans>
                <strong>{discount}% off your first order</strong> with the {campaignName} offer.
              </Trans>
            </span>
          </li>
        ) : null}
        {form.isStudent ? (
          <li className={styles.perk}>
            <GraduationCap aria-hidden size={18} className={styles.perkIcon} />
            <span>
              {campaign.active ? (
                <Trans>
                  <strong>{percent}% student discount</strong> on all orders, continuing after your
                  first order.
                </Trans>
              ) : (
                <Trans>
                  <strong>{percent}% student discount</strong> on all orders.
                </Trans>
              )}
            </span>
          </li>
        ) : null}
        <li className={styles.perk}>
          <Truck aria-hidden size={18} className={styles.perkIcon} />
          <span>
            <Trans>Free pickup when you order by call or message.</Trans>
          </span>
        </li>
      </ul>
    </div>
  );
}
