import { Button, type ButtonProps, Dialog, type DialogProps, Stack } from '@laundry/ui';
import { type ReactNode, useId } from 'react';
import { FormStatus } from './FormStatus';

/** What a form dialog reads of its `useSchemaForm`. */
export interface FormDialogState {
  onSubmit: () => void;
  busy: boolean;
  succeeded: boolean;
  successText: string | null;
  failure: string | null;
}

/**
 * A `useSchemaForm` form in a dialog: its fields, the outcome just above the buttons, Cancel and
 * the submit in the footer. It cannot be dismissed while sending, and the submit stays off once
 * it succeeded (the dialog closes itself after showing the message). Render it only while open,
 * so each opening is a new form.
 */
export function FormDialog({
  title,
  description,
  formLabel,
  submitLabel,
  submitVariant,
  submitDisabled,
  state,
  onClose,
  children,
  size,
}: {
  title: string;
  description?: string;
  /** The form's accessible name, when the dialog's title alone does not say it. */
  formLabel?: string;
  submitLabel: string;
  /** 'danger' for a submit that gives money back or destroys something. */
  submitVariant?: ButtonProps['variant'];
  /** The submit is off while the form has nothing to send (a bulk update with no field set). */
  submitDisabled?: boolean;
  state: FormDialogState;
  onClose: () => void;
  children: ReactNode;
  /** A wider dialog for a form of several cards. */
  size?: DialogProps['size'];
}) {
  const formId = useId();
  return (
    <Dialog
      open
      size={size}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!state.busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            loading={state.busy}
            disabled={state.succeeded || submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={state.onSubmit} noValidate aria-label={formLabel}>
        <Stack gap="md">
          {children}
          <FormStatus successText={state.successText} failure={state.failure} />
        </Stack>
      </form>
    </Dialog>
  );
}
