import {
  canLeaveServiceStep,
  EMPTY_SERVICE_FORM,
  SERVICE_FORM_STEP_FIELDS,
  SERVICE_FORM_STEPS,
  type Service,
  type ServiceFormMode,
  type ServiceFormValues,
  serviceFormInputSchema,
  serviceFormMachine,
  serviceFormTexts,
  serviceFormValues,
  serviceSchema,
} from '@laundry/domain';
import { Alert, Button, Card } from '@laundry/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { BackLink, PageHeader } from '../../app/pages/PageHeader';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useService } from './queries';
import { useRefreshServices } from './refresh';
import {
  ServiceDetailsStep,
  type ServiceFormFields,
  ServiceNameStep,
  ServicePricingStep,
  StepIndicator,
} from './ServiceFormSteps';
import { ServiceLoadError, ServiceLoading } from './ServiceLoadState';
import * as styles from './services.css';

function ServiceForm({
  mode,
  id,
  initial,
  version,
}: {
  mode: ServiceFormMode;
  id?: string;
  initial?: ServiceFormValues;
  version?: number;
}) {
  const client = useApiClient();
  const refresh = useRefreshServices();
  const texts = serviceFormTexts(mode);
  const [snapshot, send] = useMachine(serviceFormMachine, { input: { mode } });
  const { step, completedSteps } = snapshot.context;
  // A refused field on another step: once its step shows, it takes the focus.
  const focusAfterStep = useRef<FieldPath<ServiceFormFields> | null>(null);
  const showFieldStep = (field: string) => {
    focusAfterStep.current = field as FieldPath<ServiceFormFields>;
    send({ type: 'wizard.show', field });
  };
  const { form, onSubmit, checkFields, busy, locked, failure } = useSchemaForm({
    schema: serviceFormInputSchema,
    defaultValues: initial ?? EMPTY_SERVICE_FORM,
    submit: async (body, { idempotencyKey }) => {
      const result =
        mode === 'edit' && id
          ? await client.services.update(id, { ...body, version: version ?? 1 })
          : await client.services.create(body, { idempotencyKey });
      // The list and the record are fresh before the page goes back to them.
      await refresh(result.data.service);
      return result;
    },
    success: { kind: 'page', to: '/services' },
    successMessage: mode === 'edit' ? serviceMessages.updated : serviceMessages.created,
    failureMessage: texts.failure,
    onInvalid: (errors) => {
      const first = Object.keys(errors)[0];
      if (first) showFieldStep(first);
    },
    onServerFieldError: showFieldStep,
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A new step (not the first render): its heading takes the focus, so keyboard and screen-reader
  // users continue from the step they are on; or the refused field that sent them there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusAfterStep.current;
    focusAfterStep.current = null;
    if (field) form.setFocus(field);
    else headingRef.current?.focus();
  }, [step, form]);

  const next = async () => {
    if (await checkFields(SERVICE_FORM_STEP_FIELDS[step])) send({ type: 'wizard.next' });
  };

  return (
    <div className={styles.narrowPage}>
      <title>{texts.title}</title>
      <BackLink to="/services">Back to Services</BackLink>
      <PageHeader title={texts.title} description={texts.subtitle} />
      <StepIndicator step={step} completed={completedSteps} />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          if (step === 3) return void onSubmit(event);
          event.preventDefault();
          void next();
        }}
      >
        <Card>
          <div className={styles.tabBody}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
              {SERVICE_FORM_STEPS[step - 1]?.title}
            </h2>
            {step === 1 ? <ServiceNameStep form={form} /> : null}
            {step === 2 ? <ServicePricingStep form={form} /> : null}
            {step === 3 ? <ServiceDetailsStep form={form} /> : null}
            <div className={styles.formActions}>
              <Button
                type="button"
                variant="secondary"
                disabled={step === 1 || locked}
                onClick={() => send({ type: 'wizard.back' })}
              >
                Back
              </Button>
              {step < 3 ? (
                <Button type="submit" disabled={!canLeaveServiceStep(step, { name })}>
                  Continue
                </Button>
              ) : (
                <Button type="submit" loading={busy} disabled={locked && !busy}>
                  {texts.submitLabel}
                </Button>
              )}
            </div>
          </div>
        </Card>
      </form>
    </div>
  );
}

/** /services/new; with `duplicateFrom` in the navigation state it starts from that service. */
export function ServiceCreatePage() {
  const location = useLocation();
  const state = location.state as { duplicateFrom?: unknown } | null;
  const source = serviceSchema.safeParse(state?.duplicateFrom);
  if (source.success) {
    return (
      <ServiceForm
        key="duplicate"
        mode="duplicate"
        initial={serviceFormValues(source.data as Service, { duplicate: true })}
      />
    );
  }
  return <ServiceForm key="create" mode="create" />;
}

/** /services/edit/{id}: loads the service, then edits it at its version. */
export function ServiceEditPage() {
  const { id = '' } = useParams();
  const service = useService(id);
  if (service.isPending) return <ServiceLoading />;
  if (service.isError) {
    return <ServiceLoadError error={service.error} onRetry={() => void service.refetch()} />;
  }
  return (
    <ServiceForm
      key={`${id}-${service.data.version}`}
      mode="edit"
      id={id}
      initial={serviceFormValues(service.data)}
      version={service.data.version}
    />
  );
}
