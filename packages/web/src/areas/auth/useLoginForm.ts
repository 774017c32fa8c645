import { type LoginInput, loginSchema } from '@laundry/domain';
import { type FormEvent, useState } from 'react';

type LoginOutput = ReturnType<typeof loginSchema.parse>;
type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** The domain schema's verdict: the parsed values, or the first message of each refused field. */
function check(values: LoginInput): { data?: LoginOutput; errors: FieldErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The sign-in form's state, checked by the domain's `loginSchema` (its messages are the field
 * errors) the way the app's forms are: on submit, then on every change. The back-office's form
 * hook (react-hook-form + TanStack Query) is not used here: three fields do not pay for the
 * 13 KB it would add to the sign-in page's first visit (budget: 120 KB).
 */
export function useLoginForm(onValid: (values: LoginOutput) => Promise<void>) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** Changes fields; they are checked again once the form has been submitted (or when asked). */
  function change(patch: Partial<LoginInput>, options: { validate?: boolean } = {}) {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted || options.validate) setErrors(check(next).errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const { data, errors: refused } = check(values);
    setErrors(refused);
    if (!data) {
      const first = (['email', 'password'] as const).find((field) => refused[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(data);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, change, onSubmit, submitting };
}
