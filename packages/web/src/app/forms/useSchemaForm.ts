import { zodResolver } from '@hookform/resolvers/zod';
import { newIdempotencyKey } from '@laundry/api-client';
import { useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../errors';
import { serverFieldError } from './serverFieldError';

/** What a submission answers: the API envelope's message at least. */
export interface SubmitResult {
  message?: string;
}

/**
 * How a form ends well (docs/decisions/005). `page`: a toast with the server's message (toasts sit
 * on the viewport, so it shows wherever the form was scrolled) and the way back, after `delayMs`.
 * `dialog`: the message inside the dialog, by its buttons, then `close()` after `delayMs`.
 */
export type SuccessPolicy =
  | { kind: 'page'; to: string; delayMs?: number }
  | { kind: 'dialog'; close: () => void; delayMs?: number }
  /**
   * `stay`: the form stays open and usable to send again (a settings panel that saves each
   * switch, a calculator whose answer shows beside it). With `toast`, the server's message and a
   * failure that names no field are toasted: such a form has no buttons to put them by.
   */
  | { kind: 'stay'; toast?: boolean };

export interface SchemaFormOptions<Input extends FieldValues, Output, Result extends SubmitResult> {
  /** The domain's schema: its messages are the field errors. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the values; `idempotencyKey` is the same for every retry of one submission. */
  submit: (values: Output, context: { idempotencyKey: string }) => Promise<Result>;
  /** Refreshes caches or the session with the answer, before the success is shown. */
  onSuccess?: (result: Result) => void;
  success: SuccessPolicy;
  /** The success text when the server sends none. */
  successMessage: string;
  /** The failure text when the failure carries no message of the server's. */
  failureMessage: string;
  /**
   * An error toast on a submit that does not validate, where the spec asks for one: a text, or
   * one made of every message of the refused fields (the staff form's 'Validation failed: …').
   */
  invalidToast?: string | ((messages: string[]) => string);
  /** After a submit that does not validate (e.g. to show the tab of the first bad field). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /** After the server refused a named field, before it is focused (e.g. to show its tab). */
  onServerFieldError?: (field: string) => void;
  /**
   * When fields are checked: `touched` (the default) as each is left, then as it changes;
   * `submit` only on submit, and a field's error goes as soon as it is edited.
   */
  validation?: 'touched' | 'submit';
}

/** Every message of a refused form, in field order (nested fields included). */
function messagesOf(errors: FieldErrors): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string') found.push(record.message);
    for (const [key, value] of Object.entries(record)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return found;
}

/**
 * One form bound to one domain schema (react-hook-form + zod), submitted through a TanStack
 * mutation with one Idempotency-Key per submission. A failure that names a field is shown under it;
 * others above the buttons (`failure`). The way it ends is the success policy's.
 */
export function useSchemaForm<Input extends FieldValues, Output, Result extends SubmitResult>(
  options: SchemaFormOptions<Input, Output, Result>,
) {
  const { toast, dismiss } = useToast();
  const navigate = useNavigate();
  const latest = useRef(options);
  latest.current = options;
  const invalidToastId = useRef<string | null>(null);

  const onSubmitOnly = options.validation === 'submit';
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: onSubmitOnly ? 'onSubmit' : 'onTouched',
    reValidateMode: onSubmitOnly ? 'onSubmit' : 'onChange',
  });

  useEffect(() => {
    if (!onSubmitOnly) return;
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form, onSubmitOnly]);

  const mutation = useMutation({
    mutationFn: ({ values, key }: { values: Output; key: string }) =>
      latest.current.submit(values, { idempotencyKey: key }),
    onSuccess: (result) => {
      const { onSuccess, success, successMessage } = latest.current;
      onSuccess?.(result);
      if (success.kind === 'page' || (success.kind === 'stay' && success.toast)) {
        toast({ title: result.message ?? successMessage, tone: 'success' });
      }
    },
    onError: (error) => {
      const { defaultValues, failureMessage, onServerFieldError, success } = latest.current;
      const named = serverFieldError(error, defaultValues);
      if (named) {
        onServerFieldError?.(named.field);
        form.setError(
          named.field as FieldPath<Input>,
          { message: named.message },
          { shouldFocus: true },
        );
      } else if (success.kind === 'stay' && success.toast) {
        toast({ title: errorMessage(error, failureMessage), tone: 'error' });
      }
    },
  });

  // The way out once the success has been shown for its delay.
  useEffect(() => {
    if (!mutation.isSuccess) return;
    const { success } = latest.current;
    if (success.kind === 'stay') return;
    const leave = () => (success.kind === 'page' ? navigate(success.to) : success.close());
    const timer = setTimeout(leave, success.delayMs ?? 0);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(
    (values) => {
      // A valid submission makes an earlier "fix the errors" toast stale.
      if (invalidToastId.current) dismiss(invalidToastId.current);
      invalidToastId.current = null;
      mutation.mutate({ values, key: newIdempotencyKey() });
    },
    (errors) => {
      const { invalidToast, onInvalid } = latest.current;
      onInvalid?.(errors);
      if (!invalidToast) return;
      const text =
        typeof invalidToast === 'string' ? invalidToast : invalidToast(messagesOf(errors));
      if (invalidToastId.current) dismiss(invalidToastId.current);
      invalidToastId.current = toast({ title: text, tone: 'error' });
    },
  );

  /**
   * A multi-step form's check of one step: are these fields valid (the others not yet judged)?
   * The first refused one takes the focus and every refused one shows its message.
   */
  const checkFields = (names: FieldPath<Input>[]) => form.trigger(names, { shouldFocus: true });

  const namedField = mutation.isError
    ? serverFieldError(mutation.error, options.defaultValues)
    : null;
  /**
   * Starts the form again, from `values` (or its default values), forgetting the last answer: a
   * `stay` form whose fields change with a choice made beside it (the calculator's service).
   */
  const reset = (values: DefaultValues<Input> = latest.current.defaultValues) => {
    mutation.reset();
    form.reset(values);
  };

  const staying = options.success.kind === 'stay';
  const toasts = options.success.kind === 'stay' && options.success.toast === true;
  return {
    form,
    onSubmit,
    checkFields,
    reset,
    busy: mutation.isPending,
    succeeded: mutation.isSuccess,
    /** The last successful answer (a `stay` form shows it). */
    result: mutation.data,
    /**
     * Fields are read-only while sending and after success (the form is on its way out); a
     * `stay` form only while sending.
     */
    locked: mutation.isPending || (mutation.isSuccess && !staying),
    /** The success text for a dialog to show (null for pages: they toast). */
    successText:
      mutation.isSuccess && options.success.kind === 'dialog'
        ? (mutation.data.message ?? options.successMessage)
        : null,
    /** A failure not shown under a field, for above the buttons. */
    failure:
      mutation.isError && !namedField && !toasts
        ? errorMessage(mutation.error, options.failureMessage)
        : null,
  };
}
