import {
  type CloseTillFormValues,
  centsToRupees,
  closeTillFormSchema,
  countTotal,
  type DenominationCounts,
  denominationCountIssue,
  denominationLabel,
  formatCurrency,
  LKR_DENOMINATIONS,
  readNumber,
  rupeesToCents,
  TILL_COUNT_MODES,
  type TillCountMode,
  type TillReport,
  tillMessages,
  tillVariance,
} from '@laundry/domain';
import { Button, Card, SegmentedControl, Stack, TextArea, TextField } from '@laundry/ui';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../app/forms/FormFields';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { useRefreshTill } from './queries';
import * as styles from './till.css';

const modeLabels: Record<TillCountMode, string> = {
  denominations: 'By denomination',
  total: 'Single total',
};
const modeOptions = TILL_COUNT_MODES.map((mode) => ({ value: mode, label: modeLabels[mode] }));
const emptyCount = Object.fromEntries(
  LKR_DENOMINATIONS.map((value) => [String(value), '']),
) as CloseTillFormValues['denominations'];

/** What was typed so far, as pieces per denomination (a count refused in place counts none). */
function piecesOf(typed: Record<string, unknown>): DenominationCounts {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(typed)) {
    const pieces = readNumber(value);
    if (typeof pieces === 'number' && pieces > 0 && !denominationCountIssue(String(value))) {
      counts[key] = pieces;
    }
  }
  return counts;
}

/**
 * Count and close (the Z): the drawer counted by denomination or as one total, expected against
 * counted and the variance shown as it is typed, a note, then the close (once, for good).
 */
export function CloseTillForm({
  report,
  onClosed,
}: {
  report: TillReport;
  onClosed: (closed: TillReport) => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshTill();
  const { form, onSubmit, busy, locked, failure } = useSchemaForm({
    schema: closeTillFormSchema,
    defaultValues: { mode: 'denominations', denominations: emptyCount, countedTotal: '', note: '' },
    submit: (values) => client.till.close(report.session._id, values),
    onSuccess: (result) => {
      void refresh();
      onClosed(result.data.report);
    },
    success: { kind: 'dialog', close: () => undefined },
    successMessage: tillMessages.closed,
    failureMessage: 'Failed to close the till',
    validation: 'submit',
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const typed = useWatch({ control: form.control, name: 'denominations' });
  const typedTotal = readNumber(useWatch({ control: form.control, name: 'countedTotal' }));
  const countedCents =
    mode === 'denominations'
      ? countTotal(piecesOf(typed))
      : typeof typedTotal === 'number' && Number.isFinite(typedTotal)
        ? rupeesToCents(typedTotal)
        : 0;
  const expectedCents = rupeesToCents(report.figures.expected);
  const variance = centsToRupees(tillVariance(countedCents, expectedCents));
  return (
    <Card title="Count and close" description="Count the drawer; the close cannot be changed.">
      <form onSubmit={onSubmit} noValidate aria-label="Count and close">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                label="Count"
                fullWidth
                options={modeOptions}
                value={field.value as TillCountMode}
                disabled={locked}
                onValueChange={field.onChange}
              />
            )}
          />
          {mode === 'denominations' ? (
            <fieldset className={styles.denominations} aria-label="Denominations">
              {LKR_DENOMINATIONS.map((value) => {
                const key = String(value) as keyof typeof emptyCount;
                const pieces = piecesOf({ [key]: typed?.[key] })[key] ?? 0;
                return (
                  <DenominationRow
                    key={key}
                    label={denominationLabel(value)}
                    lineTotal={formatCurrency(value * pieces)}
                    input={
                      <TextField
                        label={`${denominationLabel(value)} count`}
                        hideLabel
                        inputMode="numeric"
                        disabled={locked}
                        {...form.register(`denominations.${key}`)}
                        // Refused in place as typed ("abc", 2.5, 99,999,999 notes), issue 37.
                        error={
                          denominationCountIssue(String(typed?.[key] ?? '')) ??
                          form.formState.errors.denominations?.[key]?.message
                        }
                      />
                    }
                  />
                );
              })}
            </fieldset>
          ) : (
            <FormTextField
              form={form}
              name="countedTotal"
              label="Counted total (LKR)"
              inputMode="decimal"
              disabled={locked}
            />
          )}
          <dl className={styles.summary} aria-label="Expected and counted">
            <div>
              <dt>Expected</dt>
              <dd>{formatCurrency(report.figures.expected, { decimals: 2 })}</dd>
            </div>
            <div>
              <dt>Counted</dt>
              <dd>{formatCurrency(centsToRupees(countedCents), { decimals: 2 })}</dd>
            </div>
            <div>
              <dt>Variance</dt>
              <dd
                data-testid="till-variance"
                className={variance < 0 ? styles.short : variance > 0 ? styles.over : undefined}
              >
                {formatCurrency(variance, { decimals: 2 })}
              </dd>
            </div>
          </dl>
          <TextArea
            label="Note"
            rows={2}
            disabled={locked}
            {...form.register('note')}
            error={form.formState.errors.note?.message}
          />
          <FormStatus successText={null} failure={failure} />
          <div>
            <Button type="submit" variant="danger" loading={busy} disabled={locked}>
              Close till
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function DenominationRow({
  label,
  input,
  lineTotal,
}: {
  label: string;
  input: React.ReactNode;
  lineTotal: string;
}) {
  return (
    <>
      <span>{label}</span>
      {input}
      <output>{lineTotal}</output>
    </>
  );
}
