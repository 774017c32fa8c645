import { isApiError } from '@laundry/api-client';
import { Button, Dialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../../app/errors';
import * as page from '../../app/pages/page.css';
import { useRefreshStaff } from './queries';

export interface RecordDialogProps {
  staffId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One small form in a dialog: checked by a domain schema, saved, toasted, closed. */
export function RecordForm({
  title,
  open,
  onOpenChange,
  busy,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const formId = `${title.replace(/\W+/g, '-').toLowerCase()}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <div className={page.buttons}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        className={page.fields}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

/** The server's refusal on a field shows under that field, and as a toast. */
export function useSave<I>(
  save: (input: I) => Promise<{ message?: string }>,
  failure: string,
  done: () => void,
  setErrors: (errors: Record<string, string>) => void,
) {
  const refresh = useRefreshStaff();
  const { toast } = useToast();
  return useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      void refresh();
      toast({ title: result.message ?? 'Saved', tone: 'success' });
      done();
    },
    onError: (error) => {
      toast({ title: errorMessage(error, failure), tone: 'error' });
      if (isApiError(error) && error.field) setErrors({ [error.field]: error.message });
    },
  });
}
