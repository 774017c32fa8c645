import {
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  type PriceType,
  type SaveServiceRequest,
  SERVICE_COLORS,
  SERVICE_FORM_STEPS,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  type Service,
  type ServiceFormMode,
  type ServiceFormValues,
  serviceFormMachine,
  serviceFormTexts,
  serviceFormValues,
  serviceSchema,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Select,
  Switch,
  Text,
  TextArea,
  TextField,
  useToast,
} from '@laundry/ui';
import { useMachine } from '@xstate/react';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { BackLink, PageHeader } from '../../app/pages/PageHeader';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useRefreshServices, useService } from './queries';
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

function StepIndicator({ step, completed }: { step: number; completed: readonly number[] }) {
  return (
    <ol className={styles.stepper} aria-label="Steps">
      {SERVICE_FORM_STEPS.map((item) => {
        const done = completed.includes(item.step) && item.step !== step;
        return (
          <li
            key={item.step}
            className={`${styles.stepItem} ${item.step === step ? styles.stepCurrent : ''}`}
            aria-current={item.step === step ? 'step' : undefined}
          >
            <span className={`${styles.stepNumber} ${done ? styles.stepDone : ''}`}>
              {done ? <Check size={16} aria-label="done" /> : item.step}
            </span>
            {item.title}
          </li>
        );
      })}
    </ol>
  );
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
            {step === 1 ? (
              <>
                <TextField
                  label="Service Name"
                  required
                  maxLength={50}
                  value={values.name}
                  error={errors.name}
                  onChange={(event) => change({ name: event.target.value })}
                />
                <TextArea
                  label="Description"
                  maxLength={200}
                  value={values.description}
                  error={errors.description}
                  hint={`${values.description.length}/200`}
                  onChange={(event) => change({ description: event.target.value })}
                />
              </>
            ) : null}
            {step === 2 ? (
              <>
                <div className={styles.formGrid}>
                  <Select
                    label="Price Type"
                    required
                    value={values.priceType}
                    error={errors.priceType}
                    onValueChange={(value) => change({ priceType: value as PriceType })}
                    options={PRICE_TYPES.map((value) => ({
                      value,
                      label: PRICE_TYPE_LABELS[value],
                    }))}
                  />
                  <TextField
                    label={`Base Price (LKR ${unitLabel(values.priceType)})`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    required
                    value={values.basePrice}
                    error={errors.basePrice}
                    hint="Charged where a category has no price of its own"
                    onChange={(event) => change({ basePrice: event.target.value })}
                  />
                </div>
                {usesCategoryPrices(values.priceType) ? (
                  <fieldset className={styles.fieldset}>
                    <legend className={styles.legend}>
                      Clothing Category Prices (LKR {unitLabel(values.priceType)})
                    </legend>
                    <Text tone="muted">
                      A zero or empty price removes the category; it is then charged the base price.
                    </Text>
                    <div className={styles.formGrid}>
                      {CLOTHING_CATEGORIES.map((category) => (
                        <TextField
                          key={category}
                          label={CLOTHING_CATEGORY_LABELS[category]}
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step={0.01}
                          value={values.clothingPrices[category] ?? ''}
                          error={errors[`clothingPrices.${category}`]}
                          onChange={(event) =>
                            change({
                              clothingPrices: {
                                ...values.clothingPrices,
                                [category]: event.target.value,
                              },
                            })
                          }
                        />
                      ))}
                    </div>
                  </fieldset>
                ) : null}
              </>
            ) : null}
            {step === 3 ? (
              <>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>Process Steps</legend>
                  <div className={styles.checkGroup}>
                    {SERVICE_STATUSES.map((status) => (
                      <Checkbox
                        key={status}
                        label={SERVICE_STATUS_LABELS[status]}
                        checked={values.statuses.includes(status)}
                        onCheckedChange={(checked) =>
                          change({
                            statuses: checked
                              ? [...values.statuses, status]
                              : values.statuses.filter((s) => s !== status),
                          })
                        }
                      />
                    ))}
                  </div>
                  {errors.statuses ? <Text tone="danger">{errors.statuses}</Text> : null}
                </fieldset>
                <div className={styles.formGrid}>
                  <TextField
                    label="Estimated Time (minutes)"
                    type="number"
                    min={1}
                    max={1440}
                    step={1}
                    required
                    value={values.estimatedTime}
                    error={errors.estimatedTime}
                    onChange={(event) => change({ estimatedTime: event.target.value })}
                  />
                  <TextField
                    label="Icon"
                    hint="Up to 2 characters, e.g. an emoji or initials"
                    maxLength={2}
                    value={values.icon}
                    error={errors.icon}
                    onChange={(event) => change({ icon: event.target.value })}
                  />
                </div>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>Colour</legend>
                  <div className={styles.swatches}>
                    {SERVICE_COLORS.map((color) => (
                      <button
                        key={color.value}
                        type="button"
                        className={styles.swatch}
                        style={{ background: color.value }}
                        aria-label={color.label}
                        aria-pressed={values.color.toUpperCase() === color.value}
                        onClick={() => change({ color: color.value })}
                      />
                    ))}
                  </div>
                </fieldset>
                <Switch
                  label="Active"
                  description="Inactive services are hidden from new orders"
                  checked={values.isActive}
                  onCheckedChange={(isActive) => change({ isActive })}
                />
              </>
            ) : null}
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
