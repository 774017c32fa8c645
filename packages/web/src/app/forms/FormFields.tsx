import {
  DateInput,
  type DateInputProps,
  PasswordField,
  type PasswordFieldProps,
  Select,
  Switch,
  type SwitchProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '@laundry/ui';
import {
  Controller,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';

/** A form made by `useSchemaForm` (or react-hook-form), whatever its output. */
// biome-ignore lint/suspicious/noExplicitAny: the output type does not matter to a field.
type AnyForm<Values extends FieldValues> = UseFormReturn<Values, unknown, any>;

/** The first message of a field's error, or none. */
export function useFieldError<Values extends FieldValues>(
  form: AnyForm<Values>,
  name: FieldPath<Values>,
): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

// `form` replaces the input's own `form` attribute, which these fields never need.
type FieldProps<Values extends FieldValues, Props> = Omit<Props, 'name' | 'error' | 'form'> & {
  form: AnyForm<Values>;
  name: FieldPath<Values>;
};

/** A text input bound to one field of a form: registered, with its error under it. */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  ...props
}: FieldProps<Values, TextFieldProps>) {
  const error = useFieldError(form, name);
  return <TextField {...props} error={error} {...form.register(name)} />;
}

/** A multi-line text bound to one field of a form. */
export function FormTextArea<Values extends FieldValues>({
  form,
  name,
  ...props
}: FieldProps<Values, TextAreaProps>) {
  const error = useFieldError(form, name);
  return <TextArea {...props} error={error} {...form.register(name)} />;
}

/** An on/off switch bound to one true-or-false field of a form. */
export function FormSwitch<Values extends FieldValues>({
  form,
  name,
  ...props
}: FieldProps<Values, Omit<SwitchProps, 'checked' | 'defaultChecked' | 'onCheckedChange'>> & {
  /** After the switch changed the value (a panel that saves each switch at once). */
  onChanged?: (checked: boolean) => void;
}) {
  const { onChanged, ...rest } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          {...rest}
          ref={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          error={error}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            onChanged?.(checked);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A day (YYYY-MM-DD in the form, dd/mm/yyyy on screen) bound to one field of a form. */
export function FormDateInput<Values extends FieldValues>({
  form,
  name,
  ...props
}: FieldProps<Values, Omit<DateInputProps, 'value' | 'onValueChange'>>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** A password input bound to one field of a form. */
export function FormPasswordField<Values extends FieldValues>({
  form,
  name,
  ...props
}: FieldProps<Values, PasswordFieldProps>) {
  const error = useFieldError(form, name);
  return <PasswordField {...props} error={error} {...form.register(name)} />;
}

/**
 * A select bound to one text field of a form. `none` offers a choice that leaves the field empty
 * ('None' as reporting manager); without it an empty field shows the placeholder.
 */
export function FormSelect<Values extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  none,
}: {
  form: AnyForm<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  none?: { value: string; label: string };
}) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          label={label}
          options={none ? [none, ...options] : options}
          value={(field.value as string) || none?.value || undefined}
          onValueChange={(value) => field.onChange(none && value === none.value ? '' : value)}
          onBlur={field.onBlur}
          error={error}
          {...(placeholder ? { placeholder } : {})}
        />
      )}
    />
  );
}

/*
 * How a person's name, phone and e-mail are typed in every form (customers, users, staff): the
 * browser's autofill, the phone keyboard, and the same examples.
 */
export const personNameInput = {
  label: 'Full Name',
  required: true,
  autoComplete: 'name',
  placeholder: 'e.g. Nimali Perera',
} as const;

export const phoneInput = {
  label: 'Phone Number',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '0771234567',
} as const;

export const emailInput = {
  type: 'email',
  autoComplete: 'email',
  placeholder: 'name@example.com',
} as const;
