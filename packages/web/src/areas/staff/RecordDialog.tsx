import { Button, Dialog } from '@laundry/ui';
import { type ReactNode, useId } from 'react';
import { FormStatus } from '../../app/forms/FormStatus';
import * as page from '../../app/pages/page.css';

export interface RecordDialogProps {
  staffId: string;
  /** Called once the record is saved (after its message showed) or the dialog is dismissed. */
  onClose: () => void;
}

/** What a record dialog reads of its `useSchemaForm`. */
export interface RecordFormState {
  onSubmit: () => void;
  busy: boolean;
  succeeded: boolean;
  locked: boolean;
  successText: string | null;
  failure: string | null;
}

/**
 * One small record form in a dialog (attendance, skill, training), bound by `useSchemaForm` to
 * the domain's schema: its fields, the outcome above the buttons, closed after the success.
 * Rendered only while open, so each opening is a new form.
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
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!state.busy}
      title={title}
      footer={
        <div className={page.buttons}>
          <Button variant="secondary" onClick={onClose} disabled={state.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={state.busy} disabled={state.succeeded}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={state.onSubmit}>
        <fieldset className={page.fieldset} disabled={state.locked}>
          <div className={page.fields}>{children}</div>
        </fieldset>
        <FormStatus successText={state.successText} failure={state.failure} />
      </form>
    </Dialog>
  );
}
