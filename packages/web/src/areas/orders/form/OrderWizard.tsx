import {
  type DiscountInfo,
  ORDER_FORM_STEPS,
  type OrderFormCustomer,
  type OrderFormValues,
} from '@laundry/domain';
import { Alert, Button, Card } from '@laundry/ui';
import { useMemo } from 'react';
import { LeaveGuard } from '../../../app/forms/LeaveGuard';
import { usePrefetchWhenIdle } from '../../../app/usePrefetchWhenIdle';
import { OrderFormActions } from './OrderFormActions';
import { OrderFormLayout } from './OrderFormLayout';
import { OrderFormStep } from './OrderFormStep';
import * as styles from './orderForm.css';
import { PricePreview } from './PricePreview';
import { useDiscountInfo, useOrderCatalogue } from './queries';
import { useKeptOrder, useStartedOrder } from './useOrderDraft';
import { useOrderFormMachine } from './useOrderFormMachine';
import { useOrderPreview } from './useOrderPreview';
import type { SubmitTarget } from './useSubmitOrder';
import { useWizardNavigation } from './useWizardNavigation';

export interface OrderWizardProps extends SubmitTarget {
  preSelectedCustomer?: OrderFormCustomer | null;
  initial?: { customer: OrderFormCustomer; values: OrderFormValues } | null;
  /** Edit: when the order was taken and the dates it carries. */
  taken?: { takenAt: string; kept: { pickupDate: string | null; deliveryDate: string | null } };
  /** Edit: the discount the order was priced with (the server keeps it on an edit). */
  settledDiscount?: DiscountInfo | null;
}

// Saving opens the order's page: its chunk is fetched while the cashier fills the form.
const loadOrderPage = () => import('../detail/OrderDetailPage');

/**
 * The order form (spec part 2 §2.7) on the domain's `orderFormMachine`: 1 Customer, 2 Services,
 * 3 Delivery, and the live price beside them. Built for the counter: the search has the focus,
 * Enter picks the first match and moves on to the first service, Ctrl+Enter saves from any step.
 */
export function OrderWizard(props: OrderWizardProps) {
  const { mode } = props;
  usePrefetchWhenIdle(loadOrderPage);
  const { query: services, list, catalogue } = useOrderCatalogue();
  const { key, kept, onSaved } = useKeptOrder(mode);
  const [snapshot, send, schedule] = useOrderFormMachine(props, catalogue, { kept, onSaved });
  const { step, customer, values, errors, error } = snapshot.context;
  const busy = snapshot.hasTag('busy') || snapshot.hasTag('saved');
  const started = useStartedOrder({
    mode,
    key,
    kept,
    draft: { customer, values, step },
    saving: busy,
  });
  const discountInfo = useDiscountInfo(mode === 'create' ? (customer?._id ?? null) : null);
  // Create: the discount the server gives this customer's next order; edit: the order's own.
  const settledDiscount =
    mode === 'edit' ? (props.settledDiscount ?? null) : (discountInfo.data?.discountInfo ?? null);
  const { preview, pricedLines, readyAt, typingErrors } = useOrderPreview(
    values,
    catalogue,
    settledDiscount,
    schedule,
  );
  // What a save found, else what is already wrong with a value as typed.
  const shownErrors = useMemo(() => ({ ...typingErrors, ...errors }), [typingErrors, errors]);
  const navigation = useWizardNavigation(step, values.items, send);
  const title = mode === 'edit' ? 'Edit Order' : 'Create New Order';

  return (
    <OrderFormLayout
      title={title}
      description={
        mode === 'edit'
          ? 'Change the items, express or pickup and delivery; the order is priced again.'
          : 'Customer, items, then pickup and delivery. The price updates as you type.'
      }
      step={step}
      aside={
        <PricePreview
          preview={preview}
          readyAt={readyAt}
          isExpressService={values.isExpressService}
          discountLoading={mode === 'create' && discountInfo.isLoading}
        />
      }
    >
      <LeaveGuard
        when={started}
        title="Leave this order?"
        description={
          mode === 'edit'
            ? 'Your changes to this order are not saved yet.'
            : 'The order is not saved yet. Forward brings it back as you left it.'
        }
      />
      <form
        noValidate
        aria-label={title}
        onKeyDown={navigation.onKeyDown}
        onSubmit={navigation.onSubmit}
      >
        <Card>
          <div className={styles.body}>
            <h2 ref={navigation.headingRef} tabIndex={-1} className={styles.stepHeading}>
              {step}. {ORDER_FORM_STEPS[step - 1]?.title}
            </h2>
            <OrderFormStep
              mode={mode}
              step={step}
              customer={customer}
              values={values}
              errors={shownErrors}
              busy={busy}
              send={send}
              discount={{ info: discountInfo.data, loading: discountInfo.isLoading }}
              services={{ list, failed: services.isError, retry: () => void services.refetch() }}
              pricedLines={pricedLines}
            />
            {error ? (
              <Alert
                tone="danger"
                action={
                  <Button variant="secondary" size="sm" onClick={navigation.save} disabled={busy}>
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
              saveLabel={mode === 'edit' ? 'Update Order' : 'Create Order'}
              onBack={navigation.back}
              onSave={navigation.save}
            />
          </div>
        </Card>
      </form>
    </OrderFormLayout>
  );
}
