import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { BusinessWeek } from '../calendar';
import { typedNumberIssue } from '../forms';
import { type ClothingCategory, DEFAULT_CLOTHING_CATEGORY } from '../services';
import { errorMessage } from '../shared';
import { readyTime } from './expectedReadyDate';
import { orderMessages } from './orderMessages';
import type { ChargeType, OrderPayloadInput } from './orderPayload';
import { ORDER_LINE_RULES, orderPayloadSchema } from './orderPayload';
import { orderScheduleIssues } from './orderSchedule';
import { type CatalogueService, orderLineIssue } from './priceOrder';

/** The customer picked in step 1: what the form shows and what it fills the addresses from. */
export interface OrderFormCustomer {
  _id: string;
  fullName: string;
  phoneNumber: string;
  address?: { street?: string; city?: string };
}

/** One line as the form edits it. `weight` is used for per_kg services, `quantity` otherwise. */
export interface OrderFormItem {
  serviceId: string;
  quantity: number;
  weight: number;
  clothingCategory: ClothingCategory;
  notes: string;
}

export interface OrderFormAddress {
  street: string;
  city: string;
  notes: string;
}

/** Everything the three steps edit. */
export interface OrderFormValues {
  items: OrderFormItem[];
  isExpressService: boolean;
  pickupRequired: boolean;
  pickupAddress: OrderFormAddress;
  pickupPriceType: ChargeType;
  pickupCharges: number;
  deliveryRequired: boolean;
  deliveryAddress: OrderFormAddress;
  deliveryPriceType: ChargeType;
  deliveryCharges: number;
  deliveryDistance: number;
  /** The agreed pickup and delivery (ISO instants), '' for none. */
  pickupDate: string;
  deliveryDate: string;
  specialInstructions: string;
}

export const ORDER_FORM_STEPS = [
  { step: 1, title: 'Customer' },
  { step: 2, title: 'Services' },
  { step: 3, title: 'Delivery' },
] as const;

export const EMPTY_ORDER_ITEM: OrderFormItem = {
  serviceId: '',
  quantity: 1,
  weight: 0,
  clothingCategory: DEFAULT_CLOTHING_CATEGORY,
  notes: '',
};

const emptyAddress: OrderFormAddress = { street: '', city: '', notes: '' };

export const EMPTY_ORDER_FORM: OrderFormValues = {
  items: [EMPTY_ORDER_ITEM],
  isExpressService: false,
  pickupRequired: false,
  pickupAddress: emptyAddress,
  pickupPriceType: 'free',
  pickupCharges: 0,
  deliveryRequired: false,
  deliveryAddress: emptyAddress,
  deliveryPriceType: 'free',
  deliveryCharges: 0,
  deliveryDistance: 0,
  pickupDate: '',
  deliveryDate: '',
  specialInstructions: '',
};

/** The payload of POST/PUT /orders from the form: trimmed, free legs at 0, empty texts dropped. */
export function buildOrderPayload(
  customer: OrderFormCustomer,
  values: OrderFormValues,
): OrderPayloadInput {
  const address = (a: OrderFormAddress) => ({
    street: a.street.trim(),
    city: a.city.trim(),
    ...(a.notes.trim() ? { notes: a.notes.trim() } : {}),
  });
  return {
    customerId: customer._id,
    items: values.items.map((item) => ({
      serviceId: item.serviceId,
      quantity: Math.max(1, Math.round(item.quantity || 1)),
      weight: item.weight || 0,
      clothingCategory: item.clothingCategory,
      ...(item.notes.trim() ? { notes: item.notes.trim() } : {}),
    })),
    isExpressService: values.isExpressService,
    pickupRequired: values.pickupRequired,
    ...(values.pickupRequired ? { pickupAddress: address(values.pickupAddress) } : {}),
    pickupPriceType: values.pickupPriceType,
    pickupCharges: values.pickupPriceType === 'price' ? values.pickupCharges || 0 : 0,
    ...(values.pickupRequired && values.pickupDate ? { pickupDate: values.pickupDate } : {}),
    deliveryRequired: values.deliveryRequired,
    ...(values.deliveryRequired ? { deliveryAddress: address(values.deliveryAddress) } : {}),
    deliveryPriceType: values.deliveryPriceType,
    deliveryCharges: values.deliveryPriceType === 'price' ? values.deliveryCharges || 0 : 0,
    deliveryDistance: values.deliveryDistance || 0,
    ...(values.deliveryRequired && values.deliveryDate
      ? { deliveryDate: values.deliveryDate }
      : {}),
    ...(values.specialInstructions.trim()
      ? { specialInstructions: values.specialInstructions.trim() }
      : {}),
  };
}

/** Step 2 → 3 needs at least one item, the first with a service (spec part 2 §2.7). */
export function canLeaveItemsStep(values: Pick<OrderFormValues, 'items'>): boolean {
  return Boolean(values.items[0]?.serviceId);
}

/**
 * What the form needs to work out the ready time and check the dates as the server will: the
 * clock, the shop's zone and week, and when the order was taken (an edit; a new one: now).
 */
export interface OrderFormSchedule {
  clock: () => Date;
  timeZone: string;
  week: BusinessWeek;
  takenAt?: string | undefined;
  /** The dates the edited order already carries: kept as they are, they may be past. */
  kept?: { pickupDate: string | null; deliveryDate: string | null } | undefined;
}

/** When the form's order will be ready (`readyTime`), once the catalogue and clock are known. */
export function orderFormReadyTime(
  values: OrderFormValues,
  catalogue: ReadonlyMap<string, CatalogueService> | null | undefined,
  schedule: OrderFormSchedule | null | undefined,
): Date | null {
  if (!catalogue || !schedule) return null;
  const services = values.items
    .filter((item) => catalogue.has(item.serviceId))
    .map((item) => ({
      serviceId: item.serviceId,
      estimatedMinutes: catalogue.get(item.serviceId)?.estimatedMinutes,
    }));
  if (services.length === 0) return null;
  return readyTime(
    {
      takenAt: schedule.takenAt ?? schedule.clock(),
      pickupDate: values.pickupRequired ? values.pickupDate || null : null,
      services,
      isExpressService: values.isExpressService,
    },
    schedule.week,
    schedule.timeZone,
  );
}

/** A number field left empty (NaN) reads as missing, so 'Quantity is required' can show. */
function entered(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/**
 * Field → message of the whole form, keyed like the payload's paths (`items.0.weight`). With the
 * catalogue, each line is also checked against its service's price type as the server will
 * (weight for per_kg, quantity otherwise), on the values as typed.
 */
export function orderFormErrors(
  customer: OrderFormCustomer | null,
  values: OrderFormValues,
  catalogue?: ReadonlyMap<string, CatalogueService> | null,
  schedule?: OrderFormSchedule | null,
): Record<string, string> {
  if (!customer) return { customerId: orderMessages.selectCustomer };
  const errors: Record<string, string> = {};
  values.items.forEach((item, index) => {
    if (!catalogue) return;
    const issue = orderLineIssue(
      { ...item, quantity: entered(item.quantity), weight: entered(item.weight) },
      index,
      catalogue,
    );
    if (issue) errors[issue.field] = issue.message;
    // The form's own rule (the server counts whole grams): a fourth decimal is said, not
    // rounded away behind the cashier (issue 37).
    else if (
      Number.isFinite(item.weight) &&
      typedNumberIssue(String(item.weight), ORDER_LINE_RULES.weight)
    ) {
      errors[`items.${index}.weight`] = orderMessages.weightDecimals;
    }
  });
  const payload = buildOrderPayload(customer, values);
  const parsed = orderPayloadSchema.safeParse(payload);
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  if (schedule) {
    const readyAt = orderFormReadyTime(values, catalogue, schedule);
    const scheduled = {
      pickupRequired: values.pickupRequired,
      pickupDate: payload.pickupDate,
      deliveryRequired: values.deliveryRequired,
      deliveryDate: payload.deliveryDate,
    };
    for (const issue of orderScheduleIssues(scheduled, {
      now: schedule.clock(),
      readyAt,
      kept: schedule.kept,
    })) {
      errors[issue.field] ??= issue.message;
    }
  }
  return errors;
}

/** The wizard step that shows a field: 1 the customer, 2 the items and express, 3 the rest. */
export function orderFormStepOf(field: string): 1 | 2 | 3 {
  if (field === 'customerId') return 1;
  if (field.startsWith('items') || field === 'isExpressService') return 2;
  return 3;
}

export interface OrderFormContext {
  mode: 'create' | 'edit';
  step: 1 | 2 | 3;
  customer: OrderFormCustomer | null;
  values: OrderFormValues;
  errors: Record<string, string>;
  error: string | null;
  /** The active services, once loaded: lets the form check lines by their price type. */
  catalogue: ReadonlyMap<string, CatalogueService> | null;
  /** The clock and calendar the dates are checked with; without it they are not checked. */
  schedule: OrderFormSchedule | null;
  /** The saved order's id, once the submission succeeded. */
  savedOrderId: string | null;
}

export interface OrderFormInput {
  /** Forwarded from /orders or a customer page: preselected, the form opens at step 2. */
  preSelectedCustomer?: OrderFormCustomer | null;
  /** Edit mode: the order's customer and values; opens at step 2. */
  initial?: { customer: OrderFormCustomer; values: OrderFormValues } | null;
  /** Create mode: a started order brought back (Forward after Back), where it was left. */
  draft?: OrderFormDraft | null;
  catalogue?: ReadonlyMap<string, CatalogueService> | null;
  schedule?: OrderFormSchedule | null;
}

/** What a started order keeps when its page is left: enough to open it again where it was. */
export type OrderFormDraft = Pick<OrderFormContext, 'customer' | 'values' | 'step'>;

export type OrderFormEvent =
  | { type: 'customer.select'; customer: OrderFormCustomer }
  | { type: 'customer.clear' }
  | { type: 'catalogue.set'; catalogue: ReadonlyMap<string, CatalogueService> }
  | { type: 'item.add' }
  | { type: 'item.update'; index: number; values: Partial<OrderFormItem> }
  | { type: 'item.remove'; index: number }
  | { type: 'form.update'; values: Partial<Omit<OrderFormValues, 'items'>> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; step: 1 | 2 | 3 }
  | { type: 'order.submit' }
  | { type: 'order.retry' };

export type OrderFormTag = 'editable' | 'busy' | 'error' | 'saved';

/** What the web's `submitOrder` actor resolves: the saved order's id. */
export interface SubmitOrderResult {
  orderId: string;
}

function addressFrom(customer: OrderFormCustomer): OrderFormAddress {
  return { street: customer.address?.street ?? '', city: customer.address?.city ?? '', notes: '' };
}

/**
 * The order form's 3-step wizard (spec part 2 §2.7): 1 Customer, 2 Services, 3 Delivery. A
 * preselected customer (or an order being edited) starts at step 2. Selecting a customer fills
 * both addresses from the saved one. Step 1 → 2 needs a customer, 2 → 3 at least one item whose
 * first line has a service; at least one item always remains. Submitting checks the whole form
 * with the payload schema, then invokes `submitOrder` (supplied by the web with `.provide()`);
 * a failure keeps the message and allows a retry.
 */
export const orderFormMachine = setup({
  types: {
    context: {} as OrderFormContext,
    events: {} as OrderFormEvent,
    input: {} as OrderFormInput,
    tags: {} as OrderFormTag,
  },
  actors: {
    submitOrder: fromPromise<
      SubmitOrderResult,
      { customer: OrderFormCustomer; values: OrderFormValues }
    >(async () => {
      throw new Error('submitOrder is provided by the screen');
    }),
  },
  guards: {
    canRemoveItem: ({ context }) => context.values.items.length > 1,
    isFormValid: ({ context }) =>
      Object.keys(
        orderFormErrors(context.customer, context.values, context.catalogue, context.schedule),
      ).length === 0,
    isStepReachable: ({ context, event }) => {
      assertEvent(event, 'wizard.goTo');
      return (
        event.step === 1 ||
        (context.customer !== null && (event.step === 2 || canLeaveItemsStep(context.values)))
      );
    },
  },
  actions: {
    selectCustomer: assign(({ context, event }) => {
      assertEvent(event, 'customer.select');
      return {
        customer: event.customer,
        values: {
          ...context.values,
          pickupAddress: addressFrom(event.customer),
          deliveryAddress: addressFrom(event.customer),
        },
        errors: {},
      };
    }),
    clearCustomer: assign({ customer: null, step: 1 as const }),
    addItem: assign(({ context }) => ({
      values: { ...context.values, items: [...context.values.items, EMPTY_ORDER_ITEM] },
    })),
    updateItem: assign(({ context, event }) => {
      assertEvent(event, 'item.update');
      const items = context.values.items.map((item, index) =>
        index === event.index ? { ...item, ...event.values } : item,
      );
      return { values: { ...context.values, items }, errors: {} };
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'item.remove');
      const items = context.values.items.filter((_, index) => index !== event.index);
      return { values: { ...context.values, items } };
    }),
    updateForm: assign(({ context, event }) => {
      assertEvent(event, 'form.update');
      const values = { ...context.values, ...event.values };
      // Choosing free sets the charge to 0.
      if (values.pickupPriceType === 'free') values.pickupCharges = 0;
      if (values.deliveryPriceType === 'free') values.deliveryCharges = 0;
      return { values, errors: {} };
    }),
    goToStep: assign(({ event }) => {
      assertEvent(event, 'wizard.goTo');
      return { step: event.step };
    }),
    // Only taken below step 3 (the guard of wizard.next).
    nextStep: assign(({ context }) => ({ step: (context.step + 1) as 2 | 3 })),
    previousStep: assign(({ context }) => ({ step: Math.max(1, context.step - 1) as 1 | 2 | 3 })),
    showCustomerRequired: assign({
      errors: { customerId: orderMessages.selectCustomerToContinue },
    }),
    // Only taken when the first line has no service (`canLeaveItemsStep`; a line always remains).
    showItemsRequired: assign({ errors: { 'items.0.serviceId': orderMessages.serviceRequired } }),
    // The errors, and the step of the first one, so the cashier sees what to fix.
    showFormErrors: assign(({ context }) => {
      const errors = orderFormErrors(
        context.customer,
        context.values,
        context.catalogue,
        context.schedule,
      );
      const first = Object.keys(errors)[0];
      return { errors, step: first ? orderFormStepOf(first) : context.step };
    }),
    setCatalogue: assign(({ event }) => {
      assertEvent(event, 'catalogue.set');
      return { catalogue: event.catalogue };
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'orderForm',
  context: ({ input }) => {
    const draft = input.initial ? null : (input.draft ?? null);
    const customer =
      input.initial?.customer ?? draft?.customer ?? input.preSelectedCustomer ?? null;
    const values = input.initial?.values ??
      draft?.values ?? {
        ...EMPTY_ORDER_FORM,
        ...(customer
          ? { pickupAddress: addressFrom(customer), deliveryAddress: addressFrom(customer) }
          : {}),
      };
    return {
      mode: input.initial ? 'edit' : 'create',
      step: draft?.step ?? (customer ? 2 : 1),
      customer,
      values,
      errors: {},
      error: null,
      savedOrderId: null,
      catalogue: input.catalogue ?? null,
      schedule: input.schedule ?? null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      initial: 'clean',
      states: {
        clean: {},
        // The last submission failed: the message stays until the next one; Retry resends.
        failed: { tags: ['error'], on: { 'order.retry': '#orderForm.submitting' } },
      },
      on: {
        'customer.select': { actions: 'selectCustomer' },
        'customer.clear': { actions: 'clearCustomer' },
        'catalogue.set': { actions: 'setCatalogue' },
        'item.add': { actions: 'addItem' },
        'item.update': { actions: 'updateItem' },
        'item.remove': { guard: 'canRemoveItem', actions: 'removeItem' },
        'form.update': { actions: 'updateForm' },
        'wizard.back': { actions: 'previousStep' },
        'wizard.goTo': { guard: 'isStepReachable', actions: 'goToStep' },
        'wizard.next': [
          {
            // Past step 1 there always is a customer (choosing none goes back to step 1).
            guard: ({ context }) => context.customer === null,
            actions: 'showCustomerRequired',
          },
          {
            guard: ({ context }) => context.step === 2 && !canLeaveItemsStep(context.values),
            actions: 'showItemsRequired',
          },
          { guard: ({ context }) => context.step < 3, actions: 'nextStep' },
        ],
        'order.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          { actions: 'showFormErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({
          customer: context.customer as OrderFormCustomer,
          values: context.values,
        }),
        onDone: {
          target: 'saved',
          actions: assign(({ event }) => ({ savedOrderId: event.output.orderId })),
        },
        onError: {
          target: 'editing.failed',
          actions: assign(({ context, event }) => ({
            error: errorMessage(
              event.error,
              context.mode === 'edit' ? orderMessages.updateFailed : orderMessages.createFailed,
            ),
          })),
        },
      },
    },
    saved: { tags: ['saved'], type: 'final' },
  },
});
