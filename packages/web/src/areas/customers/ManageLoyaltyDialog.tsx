import {
  type Customer,
  customerMessages,
  DEFAULT_FORM_ERROR,
  formatCount,
  LOYALTY_PRESETS,
  type LoyaltyAction,
  loyaltyPreview,
  loyaltyTierLabel,
  loyaltyUpdateFormSchema,
  SUCCESS_AUTO_CLOSE_MS,
} from '@laundry/domain';
import { Alert, Button, SegmentedControl, Stack, Text, TextArea, TextField } from '@laundry/ui';
import { ArrowRight, Equal, Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../app/forms/FormDialog';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { TierBadge } from './display';
import * as styles from './ManageLoyaltyDialog.css';
import { useRefreshCustomers } from './queries';

const actionOptions = [
  { value: 'add', label: 'Add', icon: <Plus /> },
  { value: 'subtract', label: 'Subtract', icon: <Minus /> },
  { value: 'set', label: 'Set', icon: <Equal /> },
] as const satisfies readonly { value: LoyaltyAction; label: string; icon: ReactNode }[];

/** A typed amount as a number, or null while it is not one yet. */
function typedPoints(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !value.trim()) return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
}

const points = (value: number) => `${formatCount(value)} points`;

/**
 * The Manage Loyalty dialog (spec part 1 §4 'Loyalty tier'): add, subtract or set points with a
 * reason, presets, a preview of the new total and tier (never below 0, with a warning when the
 * subtraction is larger than the balance), then the server's message, refreshed lists and closing
 * after 1.5 s. Render it only while open: each opening is a new form.
 */
export function ManageLoyaltyDialog({
  customer,
  onClose,
}: {
  customer: Customer;
  onClose: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshCustomers();
  const state = useSchemaForm({
    schema: loyaltyUpdateFormSchema,
    defaultValues: { action: 'add', points: '', reason: '' },
    submit: (values) =>
      client.customers.updateLoyalty(customer._id, {
        ...values,
        currentPoints: customer.loyaltyPoints,
      }),
    onSuccess: (result) => void refresh(result.data.customer),
    success: { kind: 'dialog', close: onClose, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: customerMessages.loyaltyUpdated,
    failureMessage: DEFAULT_FORM_ERROR,
  });
  const { form, locked } = state;
  const { errors } = form.formState;
  const action = useWatch({ control: form.control, name: 'action' }) as LoyaltyAction;
  const typed = useWatch({ control: form.control, name: 'points' });
  const preview = loyaltyPreview(customer.loyaltyPoints, action, typedPoints(typed));

  return (
    <FormDialog
      title="Manage Loyalty Points"
      description={`${customer.fullName} · ${points(customer.loyaltyPoints)}`}
      formLabel="Manage loyalty points"
      submitLabel="Update Points"
      state={state}
      onClose={onClose}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <Stack gap="md">
          <div className={styles.current}>
            <span className={styles.currentLabel}>Current balance</span>
            <span className={styles.currentValue}>{points(customer.loyaltyPoints)}</span>
            <TierBadge points={customer.loyaltyPoints} />
          </div>

          <Controller
            control={form.control}
            name="action"
            render={({ field }) => (
              <SegmentedControl
                label="Action"
                fullWidth
                options={actionOptions}
                value={field.value}
                onValueChange={(next) => field.onChange(next)}
              />
            )}
          />

          <TextField
            label="Points"
            type="number"
            inputMode="numeric"
            min={1}
            max={10_000}
            step={1}
            placeholder={action === 'set' ? 'New balance' : 'Amount'}
            error={errors.points?.message}
            {...form.register('points')}
          />

          {LOYALTY_PRESETS[action].length > 0 ? (
            <fieldset className={styles.presets}>
              <legend className={styles.presetsLegend}>Quick amounts</legend>
              {LOYALTY_PRESETS[action].map((amount) => (
                <Button
                  key={amount}
                  size="sm"
                  variant="secondary"
                  aria-label={`${action === 'add' ? 'Add' : 'Subtract'} ${amount} points`}
                  onClick={() =>
                    form.setValue('points', String(amount), {
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                >
                  {action === 'add' ? '+' : '−'}
                  {amount}
                </Button>
              ))}
            </fieldset>
          ) : null}

          <TextArea
            label="Reason"
            placeholder="e.g. Welcome bonus, or a correction"
            rows={2}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        </Stack>
      </fieldset>

      <section className={styles.preview} aria-label="Preview" aria-live="polite">
        <div className={styles.previewRow}>
          <Text tone="muted">New total</Text>
          <span className={styles.previewFigures}>
            <span>{points(preview.current)}</span>
            <ArrowRight aria-hidden size={16} />
            <strong>{points(preview.newTotal)}</strong>
          </span>
        </div>
        <div className={styles.previewRow}>
          <Text tone="muted">Tier</Text>
          <span className={styles.previewFigures}>
            {preview.tierChanged ? (
              <>
                <TierBadge points={preview.current} />
                <ArrowRight aria-hidden size={16} />
              </>
            ) : null}
            <TierBadge points={preview.newTotal} />
            {preview.tierChanged ? (
              <Text size="sm" weight="medium" tone={preview.change > 0 ? 'success' : 'danger'}>
                {preview.change > 0 ? 'Moves up to' : 'Drops to'} {loyaltyTierLabel(preview.tier)}
              </Text>
            ) : null}
          </span>
        </div>
      </section>
      {preview.stopsAtZero ? (
        <Alert tone="warning">
          {customer.fullName} has only {points(customer.loyaltyPoints)}: the balance will stop at 0,
          not go below it.
        </Alert>
      ) : null}
    </FormDialog>
  );
}
