import {
  type SaveServiceRequest,
  SERVICE_FORM_STEPS,
  type Service,
  type ServiceFormMode,
  type ServiceFormValues,
  serviceFormMachine,
  serviceFormTexts,
  serviceFormValues,
  serviceSchema,
} from '@laundry/domain';
import { Alert, Button, Card, useToast } from '@laundry/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { BackLink, PageHeader } from '../../app/pages/PageHeader';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useService } from './queries';
import { useRefreshServices } from './refresh';
import {
  ServiceDetailsStep,
  ServiceNameStep,
  ServicePricingStep,
  StepIndicator,
} from './ServiceFormSteps';
import { ServiceLoadError, ServiceLoading } from './ServiceLoadState';
import * as styles from './services.css';

/** Saves through the API; the machine owns the rest (steps, errors, retry). */
function useSaveService(id: string | undefined) {
  const client = useApiClient();
  const refresh = useRefreshServices();
  const { toast } = useToast();
  const navigate = useNavigate();
  return async ({ mode, body, version }: SaveServiceRequest) => {
    const result =
      mode === 'edit' && id
        ? await client.services.update(id, { ...body, version: version ?? 1 })
        : await client.services.create(body);
    await refresh(result.data.service);
    toast({
      title:
        result.message ?? (mode === 'edit' ? serviceMessages.updated : serviceMessages.created),
      tone: 'success',
    });
    navigate('/services');
    return { message: result.message };
  };
}

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
  const save = useSaveService(id);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  const [machine] = useState(() =>
    serviceFormMachine.provide({
      actors: { saveService: fromPromise(({ input }) => saveRef.current(input)) },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { mode, values: initial, version: version ?? null },
  });
  const { step, completedSteps, values, errors, submitError } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const texts = serviceFormTexts(mode);
  const change = (next: Partial<ServiceFormValues>) => send({ type: 'form.change', values: next });
  const stepProps = { values, errors, change };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A new step (not the first render): its heading takes the focus, so keyboard and screen-reader
  // users continue from the step they are on.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className={styles.narrowPage}>
      <title>{texts.title}</title>
      <BackLink to="/services">Back to Services</BackLink>
      <PageHeader title={texts.title} description={texts.subtitle} />
      <StepIndicator step={step} completed={completedSteps} />
      {submitError ? <Alert tone="danger">{submitError}</Alert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: step === 3 ? 'wizard.submit' : 'wizard.next' });
        }}
      >
        <Card>
          <div className={styles.tabBody}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
              {SERVICE_FORM_STEPS[step - 1]?.title}
            </h2>
            {step === 1 ? <ServiceNameStep {...stepProps} /> : null}
            {step === 2 ? <ServicePricingStep {...stepProps} /> : null}
            {step === 3 ? <ServiceDetailsStep {...stepProps} /> : null}
            <div className={styles.formActions}>
              <Button
                type="button"
                variant="secondary"
                disabled={step === 1 || busy}
                onClick={() => send({ type: 'wizard.back' })}
              >
                Back
              </Button>
              {step < 3 ? (
                <Button type="submit" disabled={!snapshot.can({ type: 'wizard.next' })}>
                  Continue
                </Button>
              ) : (
                <Button type="submit" loading={busy}>
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
