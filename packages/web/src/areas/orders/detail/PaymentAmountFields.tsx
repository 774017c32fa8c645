import {
  CASH_TENDERED_RULE,
  centsToRupees,
  formatCurrency,
  PAYMENT_AMOUNT_RULE,
  type PaymentMethod,
  rupeesToCents,
} from '@laundry/domain';
import type { KeyboardEvent } from 'react';
import { NumberInput } from '../form/NumberInput';
import * as styles from './PaymentDialog.css';

/** Enter in a payment field does what the dialog's main button does. */
export const enterSubmits = (onSubmit: () => void) => (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  onSubmit();
};

const centsOrNull = (rupees: number) => (Number.isFinite(rupees) ? rupeesToCents(rupees) : null);
const rupeesOrBlank = (cents: number | null) =>
  cents === null ? Number.NaN : centsToRupees(cents);

/**
 * What the customer pays now (empty pays everything due: a deposit or part payment leaves the
 * rest due) and, for cash, the money handed over and the change to give back. The cash field
 * takes the focus when the dialog opens, so a cashier types the notes and presses Enter.
 */
export function PaymentAmountFields({
  method,
  dueCents,
  amountCents,
  tenderedCents,
  changeCents,
  amountError,
  tenderedError,
  disabled,
  onAmount,
  onTendered,
  onSubmit,
}: {
  method: PaymentMethod;
  dueCents: number;
  amountCents: number | null;
  tenderedCents: number | null;
  changeCents: number | null;
  amountError: string | null;
  tenderedError: string | null;
  disabled: boolean;
  /** The cents typed (null: empty) and what is wrong with the text typed, if anything. */
  onAmount: (cents: number | null, issue: string | null) => void;
  onTendered: (cents: number | null, issue: string | null) => void;
  onSubmit: () => void;
}) {
  const due = formatCurrency(centsToRupees(dueCents), { decimals: 2 });
  const onKeyDown = enterSubmits(onSubmit);
  return (
    <div className={styles.cash}>
      {method === 'cash' ? (
        <NumberInput
          label="Cash tendered"
          hint="Empty when the customer gives the exact amount"
          // The first thing a cashier types for cash: where the dialog opens.
          autoFocus
          min={0}
          step="0.01"
          value={rupeesOrBlank(tenderedCents)}
          error={tenderedError ?? undefined}
          disabled={disabled}
          rule={CASH_TENDERED_RULE}
          onValueChange={(rupees, issue) => onTendered(centsOrNull(rupees), issue)}
          onKeyDown={onKeyDown}
        />
      ) : null}
      <NumberInput
        label="Amount paid now"
        // Its only field for a transfer: focused when the step opens again (Back).
        autoFocus={method !== 'cash'}
        hint={`Empty pays everything due (${due}); less leaves the rest due`}
        min={0}
        step="0.01"
        value={rupeesOrBlank(amountCents)}
        error={amountError ?? undefined}
        disabled={disabled}
        rule={PAYMENT_AMOUNT_RULE}
        onValueChange={(rupees, issue) => onAmount(centsOrNull(rupees), issue)}
        onKeyDown={onKeyDown}
      />
      {method === 'cash' ? (
        <output className={styles.change} aria-live="polite">
          <span>Change</span>
          <span>
            {changeCents === null
              ? '—'
              : formatCurrency(centsToRupees(changeCents), { decimals: 2 })}
          </span>
        </output>
      ) : null}
    </div>
  );
}
