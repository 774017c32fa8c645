import {
  canRetryRegistration,
  isAlreadyRegisteredMessage,
  isLanguage,
  isRateLimitMessage,
  REGISTRATION_MESSAGES,
  REGISTRATION_SUCCESS_STEP,
  type RegistrationForm,
  type RegistrationStep,
  registrationStepErrors,
  registrationWizardMachine,
} from '@laundry/domain';
import { Button, Dialog } from '@laundry/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { ArrowLeft, ArrowRight, Check, MessageCircle, Phone, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { PageI18n } from '../../../i18n/PageI18n';
import type { LandingCampaign } from '../campaign';
import { telHref, whatsappHref } from '../contactLinks';
import type { Business } from '../sections/Contact';
import { AlreadyRegisteredDialog } from './AlreadyRegisteredDialog';
import { RegistrationFailedDialog } from './RegistrationFailedDialog';
import * as styles from './RegistrationWizard.css';
import { StepBar } from './StepBar';
import { SuccessStep } from './SuccessStep';
import { useRegistrationSubmit } from './useRegistrationSubmit';
import {
  AddressStep,
  ContactStep,
  type Field,
  PersonalStep,
  ReviewStep,
  StudentStep,
} from './WizardSteps';

export interface RegistrationWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  campaign: LandingCampaign;
  business: Business | undefined;
}

const FIELD_STEPS = [PersonalStep, ContactStep, AddressStep, StudentStep] as const;

/**
 * The registration wizard in its modal (spec part 1 §2 and §4), bound to the domain's
 * `registrationWizardMachine`: the machine owns the form, the steps and their rules, the submit,
 * the failure and the retries; this screen lays them out and sends its events. The component
 * stays mounted while the modal is closed, so closing and reopening keeps what was typed.
 */
export function RegistrationWizard(props: RegistrationWizardProps) {
  return (
    <PageI18n>
      <Wizard {...props} />
    </PageI18n>
  );
}

function Wizard({ open, onOpenChange, campaign, business }: RegistrationWizardProps) {
  const { i18n, t } = useLingui();
  const submit = useRegistrationSubmit();
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);
  const [machine] = useState(() =>
    registrationWizardMachine.provide({
      actors: {
        submitRegistration: fromPromise(({ input }) => submitRef.current(input)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    // The customer's language starts as the page's (issue 42).
    input: {
      campaignCode: campaign.campaignCode,
      language: isLanguage(i18n.locale) ? i18n.locale : undefined,
    },
  });
  const { step, form, completedSteps, error, manualRetries, result } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.hasTag('error');
  const succeeded = snapshot.hasTag('success') && result !== null;

  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const formId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);

  // A new step: focus its first field (or its heading), so keyboard and screen-reader users
  // continue from the step they are on.
  const shownStep = succeeded ? REGISTRATION_SUCCESS_STEP : step;
  const previousStep = useRef(shownStep);
  useEffect(() => {
    if (previousStep.current === shownStep) return;
    previousStep.current = shownStep;
    const root = bodyRef.current;
    const target =
      root?.querySelector<HTMLElement>('input, button[role="checkbox"]') ??
      root?.querySelector<HTMLElement>('[data-step-heading]');
    target?.focus();
  }, [shownStep]);

  const update = (values: Partial<RegistrationForm>) => send({ type: 'wizard.update', values });
  const leave = (field: Field) =>
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));

  const stepErrors = step <= 5 ? registrationStepErrors(step as RegistrationStep, form) : {};
  const shownErrors = Object.fromEntries(
    Object.entries(stepErrors).filter(([field]) => touched.has(field as Field)),
  );

  const canContinue = snapshot.can({ type: 'wizard.next' });
  const canSubmit = snapshot.can({ type: 'wizard.submit' });

  const advance = () => {
    if (step < 5) send({ type: 'wizard.next' });
    else send({ type: 'wizard.submit' });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    advance();
  };
  // Enter in a field continues, like the footer's button (which sits outside the form).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    advance();
  };

  const done = () => {
    send({ type: 'wizard.done' });
    setTouched(new Set());
    onOpenChange(false);
  };

  const changeOpen = (next: boolean) => {
    if (!next && succeeded) done();
    else onOpenChange(next);
  };

  // A phone number already on file is not a failure: the visitor is a customer already.
  const alreadyRegistered = failed && isAlreadyRegisteredMessage(error);

  const FieldStep = step >= 1 && step <= 4 ? FIELD_STEPS[step - 1] : undefined;
  const errorMessage = error ?? REGISTRATION_MESSAGES.unexpected;
  const phone = business?.phone;
  const discount = campaign.config.discount;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        size="md"
        dismissible={!busy}
        title={succeeded ? t`You're registered!` : t`Register as a customer`}
        description={succeeded ? undefined : t`It takes about a minute, and you need no password.`}
        footer={
          succeeded ? (
            <>
              {phone ? (
                <Button variant="secondary" asChild iconStart={<Phone size={16} />}>
                  <a href={telHref(phone)}>
                    <Trans>Call</Trans>
                  </a>
                </Button>
              ) : null}
              {phone ? (
                <Button variant="secondary" asChild iconStart={<MessageCircle size={16} />}>
                  <a
                    href={whatsappHref(
                      phone,
                      t`Hi! I just registered and would like to place an order.`,
                    )}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <Trans>WhatsApp</Trans>
                  </a>
                </Button>
              ) : null}
              <Button onClick={done} iconStart={<Check size={16} />}>
                <Trans>Done</Trans>
              </Button>
            </>
          ) : (
            <>
              {step > 1 ? (
                <Button
                  variant="secondary"
                  iconStart={<ArrowLeft size={16} />}
                  disabled={busy}
                  onClick={() => send({ type: 'wizard.back' })}
                >
                  <Trans>Back</Trans>
                </Button>
              ) : null}
              {step < 5 ? (
                <Button
                  type="submit"
                  form={formId}
                  disabled={!canContinue}
                  iconEnd={<ArrowRight size={16} />}
                >
                  <Trans>Continue</Trans>
                </Button>
              ) : (
                <Button type="submit" form={formId} loading={busy} disabled={!canSubmit && !busy}>
                  <Trans>Complete Registration</Trans>
                </Button>
              )}
            </>
          )
        }
      >
        <div ref={bodyRef} className={failed && open ? styles.dimmed : undefined}>
          {succeeded && result ? (
            <SuccessStep result={result} campaign={campaign} />
          ) : (
            <>
              {campaign.active ? (
                <p className={styles.offer}>
                  <Sparkles aria-hidden size={18} className={styles.offerIcon} />
                  <Trans>Register now and get {discount}% OFF your first order.</Trans>
                </p>
              ) : null}
              <StepBar
                current={step}
                completedSteps={completedSteps}
                canGoTo={(target) => snapshot.can({ type: 'wizard.goTo', step: target })}
                onGoTo={(target) => send({ type: 'wizard.goTo', step: target })}
              />
              <form
                id={formId}
                onSubmit={onSubmit}
                onKeyDown={onKeyDown}
                noValidate
                aria-busy={busy || undefined}
              >
                {FieldStep ? (
                  <FieldStep form={form} errors={shownErrors} onChange={update} onBlur={leave} />
                ) : (
                  <ReviewStep
                    form={form}
                    campaign={campaign}
                    onEdit={(target) => send({ type: 'wizard.goTo', step: target })}
                  />
                )}
              </form>
            </>
          )}
        </div>
      </Dialog>

      <AlreadyRegisteredDialog
        open={open && alreadyRegistered}
        campaign={campaign}
        onChangePhone={() => {
          send({ type: 'wizard.dismiss' });
          send({ type: 'wizard.goTo', step: 2 });
        }}
        onDone={() => {
          send({ type: 'wizard.dismiss' });
          onOpenChange(false);
        }}
      />

      <RegistrationFailedDialog
        open={open && failed && !alreadyRegistered}
        message={errorMessage}
        canRetry={canRetryRegistration(error, manualRetries)}
        rateLimited={isRateLimitMessage(error)}
        supportEmail={business?.email}
        onClose={() => send({ type: 'wizard.dismiss' })}
        onRetry={() => send({ type: 'wizard.retry' })}
      />
    </>
  );
}

export default RegistrationWizard;
