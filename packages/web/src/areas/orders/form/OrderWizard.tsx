import {
  type DiscountInfo,
  ORDER_FORM_STEPS,
  type OrderFormCustomer,
  type OrderFormValues,
  orderFormMachine,
  previewOrderForm,
} from '@laundry/domain';
import { Alert, Button, Card, Heading, Text } from '@laundry/ui';
import { useMachine } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { WizardSteps } from '../../../app/forms/WizardSteps';
import { usePublicConfig } from '../../../app/publicConfig';
import { CustomerSearch, DiscountNote, SelectedCustomer } from './CustomerStep';
import { DeliveryStep } from './DeliveryStep';
import { ItemsStep, serviceFieldId } from './ItemsStep';
import { OrderFormActions } from './OrderFormActions';
import * as styles from './orderForm.css';
import { PricePreview } from './PricePreview';
import { useDiscountInfo, useOrderCatalogue } from './queries';
import { type SubmitTarget, useSubmitOrder } from './useSubmitOrder';

/** The save shortcut (shown by the buttons): Ctrl+Enter, or ⌘+Enter on a Mac, from any field. */
const isSaveShortcut = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

export interface OrderWizardProps extends SubmitTarget {
  preSelectedCustomer?: OrderFormCustomer | null;
  initial?: { customer: OrderFormCustomer; values: OrderFormValues } | null;
  /** Edit: the discount the order was priced with (the server keeps it on an edit). */
  settledDiscount?: DiscountInfo | null;
}

/**
 * The order form (spec part 2 §2.7) on the domain's `orderFormMachine`: 1 Customer, 2 Services,
 * 3 Delivery, and the live price beside them. Built for the counter: the search has the focus,
 * Enter picks the first match and moves on to the first service, Ctrl+Enter saves from any step.
 */
export function OrderWizard(props: OrderWizardProps) {
  const { mode } = props;
  const submit = useSubmitOrder(props);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const [machine] = useState(() =>
    orderFormMachine.provide({
      actors: { submitOrder: fromPromise(({ input }) => submitRef.current(input)) },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { preSelectedCustomer: props.preSelectedCustomer, initial: props.initial },
  });
  const { step, customer, values, errors, error } = snapshot.context;
  const busy = snapshot.hasTag('busy') || snapshot.hasTag('saved');
  const { query: services, list, catalogue } = useOrderCatalogue();
  const discountInfo = useDiscountInfo(mode === 'create' ? (customer?._id ?? null) : null);
  // The server prices with the configured tax; the preview must show the same total.
  const taxRateBasisPoints = usePublicConfig().data?.taxRateBasisPoints ?? 0;

  useEffect(() => {
    if (catalogue) send({ type: 'catalogue.set', catalogue });
  }, [catalogue, send]);

  // Create: the discount the server gives this customer's next order; edit: the order's own.
  const settledDiscount =
    mode === 'edit' ? (props.settledDiscount ?? null) : (discountInfo.data?.discountInfo ?? null);
  const preview = useMemo(
    () =>
      catalogue
        ? previewOrderForm(values, catalogue, null, {
            campaign: null,
            settledDiscount,
            taxRateBasisPoints,
          })
        : null,
    [values, catalogue, settledDiscount, taxRateBasisPoints],
  );
  const pricedLines = useMemo(() => {
    const pending = new Set(preview?.pendingLines.map((line) => line.index));
    const priced = [...(preview?.pricing.items ?? [])];
    return values.items.map((_, index) => (pending.has(index) ? undefined : priced.shift()));
  }, [preview, values.items]);

  // A new step takes the focus: its first service when coming from the customer, else its title.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    const from = shownStep.current;
    shownStep.current = step;
    const firstService = document.getElementById(serviceFieldId(0));
    if (step === 2 && from === 1 && firstService && !values.items[0]?.serviceId) {
      firstService.focus();
    } else {
      headingRef.current?.focus();
    }
  }, [step, values.items]);

  // Submit checks the whole form first; a resend of the same values reuses its key (a retry).
  const save = () => send({ type: 'order.submit' });
  const title = mode === 'edit' ? 'Edit Order' : 'Create New Order';
  const saveLabel = mode === 'edit' ? 'Update Order' : 'Create Order';

  return (
    <div className={styles.page}>
      <title>{title}</title>
      <Link className={styles.back} to="/orders">
        <ArrowLeft size={16} /> Back to Orders
      </Link>
      <header className={styles.header}>
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">
          {mode === 'edit'
            ? 'Change the items, express or pickup and delivery; the order is priced again.'
            : 'Customer, items, then pickup and delivery. The price updates as you type.'}
        </Text>
      </header>
      <WizardSteps steps={ORDER_FORM_STEPS} current={step} />
      <div className={styles.layout}>
        <form
          noValidate
          aria-label={title}
          onKeyDown={(event) => {
            if (!isSaveShortcut(event)) return;
            event.preventDefault();
            save();
          }}
          onSubmit={(event) => {
            event.preventDefault();
            if (step < 3) send({ type: 'wizard.next' });
            else save();
          }}
        >
          <Card>
            <div className={styles.body}>
              <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
                {step}. {ORDER_FORM_STEPS[step - 1]?.title}
              </h2>
              {step === 1 ? (
                customer ? (
                  <>
                    <SelectedCustomer
                      customer={customer}
                      disabled={busy}
                      onChange={
                        mode === 'create' ? () => send({ type: 'customer.clear' }) : undefined
                      }
                    />
                    {mode === 'create' ? (
                      <DiscountNote info={discountInfo.data} loading={discountInfo.isLoading} />
                    ) : null}
                  </>
                ) : (
                  <CustomerSearch
                    error={errors.customerId}
                    onSelect={(picked) => {
                      send({ type: 'customer.select', customer: picked });
                      send({ type: 'wizard.next' });
                    }}
                  />
                )
              ) : null}
              {step > 1 && customer ? (
                <SelectedCustomer
                  customer={customer}
                  disabled={busy}
                  onChange={mode === 'create' ? () => send({ type: 'customer.clear' }) : undefined}
                />
              ) : null}
              {step === 2 ? (
                services.isError ? (
                  <Alert
                    tone="danger"
                    action={<Button onClick={() => void services.refetch()}>Try Again</Button>}
                  >
                    Failed to load services
                  </Alert>
                ) : (
                  <ItemsStep
                    items={values.items}
                    services={list}
                    pricedLines={pricedLines}
                    errors={errors}
                    isExpressService={values.isExpressService}
                    onItemChange={(index, next) =>
                      send({ type: 'item.update', index, values: next })
                    }
                    onAdd={() => send({ type: 'item.add' })}
                    onRemove={(index) => send({ type: 'item.remove', index })}
                    onExpressChange={(checked) =>
                      send({ type: 'form.update', values: { isExpressService: checked } })
                    }
                  />
                )
              ) : null}
              {step === 3 ? (
                <DeliveryStep
                  values={values}
                  errors={errors}
                  onChange={(next) => send({ type: 'form.update', values: next })}
                />
              ) : null}
              {error ? (
                <Alert
                  tone="danger"
                  action={
                    <Button variant="secondary" size="sm" onClick={save} disabled={busy}>
                      Try Again
                    </Button>
                  }
                >
                  {error}
                </Alert>
              ) : null}
              <OrderFormActions
                step={step}
                busy={busy}
                saveLabel={saveLabel}
                onBack={() => send({ type: 'wizard.back' })}
                onSave={save}
              />
            </div>
          </Card>
        </form>
        <PricePreview
          preview={preview}
          discountLoading={mode === 'create' && discountInfo.isLoading}
        />
      </div>
    </div>
  );
}
