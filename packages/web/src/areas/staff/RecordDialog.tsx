import type { ReactNode } from 'react';
import { FormDialog, type FormDialogState } from '../../app/forms/FormDialog';
import * as page from '../../app/pages/page.css';

export interface RecordDialogProps {
  staffId: string;
  /** Called once the record is saved (after its message showed) or the dialog is dismissed. */
  onClose: () => void;
}

/** What a record dialog reads of its `useSchemaForm`. */
export interface RecordFormState extends FormDialogState {
  locked: boolean;
}

/**
 * One small record form in a dialog (attendance, skill, training), bound by `useSchemaForm` to
 * the domain's schema: its fields in the record grid, disabled as one while sending.
 */
export function RecordForm({
  title,
  submitLabel,
  state,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  state: RecordFormState;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog title={title} submitLabel={submitLabel} state={state} onClose={onClose}>
      <fieldset className={page.fieldset} disabled={state.locked}>
        <div className={page.fields}>{children}</div>
      </fieldset>
    </FormDialog>
  );
}
