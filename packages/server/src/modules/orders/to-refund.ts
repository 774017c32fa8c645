import type { OrderRefund } from '@laundry/domain';
import { centsToRupees } from '@laundry/domain';
import type { RefundWithActor } from './repository';

/** A refund as the order answers it: rupees, ISO time, who made it (null once their account went). */
export function toRefund({ refund, refundedBy }: RefundWithActor): OrderRefund {
  return {
    _id: refund.id,
    paymentId: refund.paymentId,
    amount: centsToRupees(refund.amountCents),
    method: refund.method,
    reason: refund.reason,
    refundedBy: refundedBy ?? null,
    refundedAt: refund.refundedAt.toISOString(),
  };
}
