// The payments folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  type BooksPayment,
  type BooksRefund,
  balanceOf,
  type OrderBooks,
  orderBooks,
} from './orderBooks';
export {
  MIN_TRANSACTION_ID_LENGTH,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  type PaymentMethod,
  transactionIdIssue,
} from './payment';
export {
  CASH_TENDERED_RULE,
  MAX_CHANGE_CENTS,
  PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_AMOUNT_RULE,
  paymentAmountRefusal,
} from './paymentAmount';
export {
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentStatuses,
  paymentStatusOf,
  paymentStatusSchema,
} from './paymentStatus';
export {
  type OrderRefund,
  orderRefundSchema,
  REFUND_AMOUNT_MAX,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  REFUND_REASON_MAX,
  type RefundInput,
  type RefundMethod,
  refundInputSchema,
  refundMessages,
  refundParamsSchema,
} from './refund';
export {
  isRefundedInFull,
  type RefundablePayment,
  refundableCents,
  refundLeftCents,
  refundRefusal,
} from './refundable';
export { refundFormSchema } from './refundForm';
