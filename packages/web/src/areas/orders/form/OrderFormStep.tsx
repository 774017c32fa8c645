import type {
  CustomerDiscountInfo,
  OrderFormCustomer,
  OrderFormValues,
  PricedOrderItem,
  Service,
} from '@laundry/domain';
import { Alert, Button } from '@laundry/ui';
import { CustomerSearch, DiscountNote, SelectedCustomer } from './CustomerStep';
import { DeliveryStep } from './DeliveryStep';
import { ItemsStep } from './ItemsStep';
import type { OrderFormSend } from './useOrderFormMachine';

/**
 * What the current step shows: 1 the customer search (or the chosen customer and their
 * discount), 2 the items, 3 pickup and delivery; after step 1 the chosen customer stays on top.
 * Only a new order's customer can be changed.
 */
export function OrderFormStep({
  mode,
  step,
  customer,
  values,
  errors,
  busy,
  send,
  discount,
  services,
  pricedLines,
}: {
  mode: 'create' | 'edit';
  step: 1 | 2 | 3;
  customer: OrderFormCustomer | null;
  values: OrderFormValues;
  errors: Record<string, string>;
  busy: boolean;
  send: OrderFormSend;
  discount: { info: CustomerDiscountInfo | undefined; loading: boolean };
  services: { list: readonly Service[]; failed: boolean; retry: () => void };
  pricedLines: readonly (PricedOrderItem | undefined)[];
}) {
  const onChangeCustomer = mode === 'create' ? () => send({ type: 'customer.clear' }) : undefined;
  return (
    <>
      {step === 1 ? (
        customer ? (
          <>
            <SelectedCustomer customer={customer} disabled={busy} onChange={onChangeCustomer} />
            {mode === 'create' ? (
              <DiscountNote info={discount.info} loading={discount.loading} />
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
        <SelectedCustomer customer={customer} disabled={busy} onChange={onChangeCustomer} />
      ) : null}
      {step === 2 ? (
        services.failed ? (
          <Alert tone="danger" action={<Button onClick={services.retry}>Try Again</Button>}>
            Failed to load services
          </Alert>
        ) : (
          <ItemsStep
            items={values.items}
            services={services.list}
            pricedLines={pricedLines}
            errors={errors}
            isExpressService={values.isExpressService}
            onItemChange={(index, next) => send({ type: 'item.update', index, values: next })}
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
    </>
  );
}
