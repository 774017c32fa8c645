import { formatCurrency } from '@laundry/domain';
import { Button } from '@laundry/ui';
import type { PaymentFlow } from './usePaymentFlow';

/**
 * The payment dialog's buttons for the step it is on: Cancel on the first step and Back after it;
 * Next on the way through a bank transfer (on the bank-details step it has the focus: the step is
 * read, then passed, and the mail button is one Tab back); the payment itself, with its amount,
 * where it can be made.
 */
export function PaymentFooter({
  flow,
  handover,
  onCancel,
}: {
  flow: PaymentFlow;
  handover: boolean;
  onCancel: () => void;
}) {
  const { step, context, busy, send } = flow;
  const next = () => send({ type: 'payment.next' });
  return (
    <>
      {step === 'method' ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => send({ type: 'payment.back' })} disabled={busy}>
          Back
        </Button>
      )}
      {step === 'method' && context.method === 'bank_transfer' ? (
        <Button onClick={next}>Next</Button>
      ) : null}
      {step === 'bank_details' ? (
        <Button autoFocus onClick={next} disabled={busy}>
          Next
        </Button>
      ) : null}
      {(step === 'method' && context.method === 'cash') || step === 'transaction_id' ? (
        <Button onClick={flow.submit} loading={flow.submitting}>
          {/* The amount only when it can be paid: never "Complete Payment (-LKR 5)" (issue 37). */}
          {`${handover ? 'Take Payment and Hand Over' : 'Complete Payment'}${flow.amountIssue ? '' : ` (${formatCurrency(flow.amount)})`}`}
        </Button>
      ) : null}
    </>
  );
}
