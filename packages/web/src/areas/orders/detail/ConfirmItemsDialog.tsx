import {
  type ActualAmount,
  CONFIRM_ITEMS_MESSAGES,
  centsToRupees,
  confirmOrderOf,
  estimatedAmounts,
  formatCurrency,
  formatPercent,
  ORDER_LINE_RULES,
  type Order,
  previewConfirmedTotals,
  typedNumberIssue,
} from '@laundry/domain';
import { Alert, Button, DescriptionList, Dialog, Stack, TextField, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { useApiClient } from '../../../app/services';
import * as styles from './ConfirmItemsDialog.css';
import { categoryLabel, itemAmountLabel } from './display';
import { lifecycleApi } from './lifecycleApi';
import { useRefreshOrder } from './queries';

/**
 * Confirm Items (spec part 2 §2.5, §4, §5): the actual quantity or weight of each line, Quick
 * Confirm All, each line coloured by how much it changed, and the new total from the domain's
 * `previewConfirmedTotals` — the order priced again as the server will save it, tax included; a
 * change above 30% must be confirmed once more. Render it only while open.
 */
export function ConfirmItemsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  const confirming = confirmOrderOf(order);
  const { lines } = confirming;
  const [actual, setActual] = useState<Map<string, ActualAmount>>(() => estimatedAmounts(lines));
  const [invalid, setInvalid] = useState(false);
  const [askLarge, setAskLarge] = useState(false);
  // Null while an amount cannot be priced (empty, below 0.1 kg, part of a piece).
  const totals = previewConfirmedTotals(confirming, actual);
  const change = new Map(totals?.lines.map((line) => [line.itemId, line]));

  const confirm = useMutation({
    mutationFn: () =>
      lifecycleApi(client).confirmItems(order._id, {
        items: order.items.map((item) => {
          const amount = actual.get(item._id) ?? item;
          return {
            itemId: item._id,
            actualQuantity: amount.quantity,
            actualWeight: amount.weight,
            clothingCategory: item.clothingCategory,
            ...(item.notes ? { notes: item.notes } : {}),
          };
        }),
      }),
    onSuccess: (result) => {
      void refresh(result.data.order);
      toast({ title: result.message ?? CONFIRM_ITEMS_MESSAGES.confirmed, tone: 'success' });
      onClose();
    },
  });

  const set = (itemId: string, field: keyof ActualAmount, text: string) => {
    setAskLarge(false);
    setInvalid(false);
    setActual((previous) => {
      const next = new Map(previous);
      const current = next.get(itemId) ?? { quantity: 0, weight: 0 };
      next.set(itemId, { ...current, [field]: text === '' ? 0 : Number(text) });
      return next;
    });
  };

  const submit = () => {
    if (!totals) {
      setInvalid(true);
      return;
    }
    if (totals.needsConfirmation && !askLarge) {
      setAskLarge(true);
      return;
    }
    confirm.mutate();
  };

  const difference = totals ? centsToRupees(totals.differenceCents) : 0;
  const unknown = '—';
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!confirm.isPending}
      title={`Confirm Items - ${order.orderNumber}`}
      description="Enter the actual quantities and weights of the items picked up."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={confirm.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={confirm.isPending}>
            {askLarge ? 'Yes, Confirm Items' : 'Confirm Items'}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <div>
          <Button
            size="sm"
            variant="soft"
            iconStart={<Wand2 />}
            onClick={() => {
              setActual(estimatedAmounts(lines));
              setAskLarge(false);
              setInvalid(false);
              toast({ title: CONFIRM_ITEMS_MESSAGES.quickConfirmed, tone: 'success' });
            }}
          >
            Quick Confirm All
          </Button>
        </div>
        <ul className={styles.lines} aria-label="Items">
          {order.items.map((item) => {
            const amount = actual.get(item._id) ?? item;
            const line = change.get(item._id);
            const perKg = item.priceType === 'per_kg';
            return (
              <li key={item._id} className={styles.line[line?.change ?? 'unchanged']}>
                <div className={styles.lineText}>
                  <strong>{item.serviceName}</strong>
                  <span className={styles.muted}>
                    {[categoryLabel(item.clothingCategory), `Estimated ${itemAmountLabel(item)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <TextField
                  label={
                    perKg
                      ? `Actual weight (kg) of ${item.serviceName}`
                      : `Actual quantity of ${item.serviceName}`
                  }
                  hideLabel
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={perKg ? 0.1 : 1}
                  trailing={perKg ? 'kg' : 'pcs'}
                  value={String(perKg ? amount.weight : amount.quantity)}
                  // 99,999 kg is answered here, not only under the list (issue 37).
                  error={
                    typedNumberIssue(
                      String(perKg ? amount.weight : amount.quantity),
                      perKg ? ORDER_LINE_RULES.weight : ORDER_LINE_RULES.quantity,
                    ) ?? undefined
                  }
                  onChange={(event) =>
                    set(item._id, perKg ? 'weight' : 'quantity', event.target.value)
                  }
                />
                <span className={styles.lineTotal}>
                  {line ? formatCurrency(centsToRupees(line.actualCents)) : unknown}
                </span>
              </li>
            );
          })}
        </ul>
        <DescriptionList
          layout="inline"
          items={[
            { term: 'Estimated Total', detail: formatCurrency(order.totalAmount) },
            {
              term: 'New Total',
              detail: (
                <strong>
                  {totals ? formatCurrency(centsToRupees(totals.totalAmountCents)) : unknown}
                </strong>
              ),
            },
            {
              term: 'Difference',
              detail: totals ? (
                <span
                  className={
                    difference > 0 ? styles.increase : difference < 0 ? styles.decrease : undefined
                  }
                >
                  {difference > 0 ? '+' : difference < 0 ? '-' : ''}
                  {formatCurrency(Math.abs(difference))} ({formatPercent(totals.changeRatio)})
                </span>
              ) : (
                unknown
              ),
            },
          ]}
        />
        {invalid ? <Alert tone="danger">{CONFIRM_ITEMS_MESSAGES.invalidQuantities}</Alert> : null}
        {askLarge ? (
          <Alert tone="warning" title="Large change">
            The total changes by {formatPercent(totals?.changeRatio ?? 0)} (more than 30%). Press
            Yes, Confirm Items to confirm.
          </Alert>
        ) : null}
        {confirm.isError ? (
          <Alert tone="danger">{errorMessage(confirm.error, CONFIRM_ITEMS_MESSAGES.failed)}</Alert>
        ) : null}
      </Stack>
    </Dialog>
  );
}
