import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PasswordFieldElement } from './password-field-element.tsx';

type NewPasswordFieldsProps<T extends FieldValues> = {
  /** The form's; inside a `FormStack`, its form's. */
  control?: Control<T>;
  label: string;
  hint: string;
  confirmLabel: string;
};

/** A new password, with its rule as the hint, then the same again: the form's `password` and `passwordConfirm`. */
export function NewPasswordFields<T extends { password: string; passwordConfirm: string }>({
  control,
  label,
  hint,
  confirmLabel,
}: NewPasswordFieldsProps<T>) {
  const fields = [
    { name: 'password', label, hint },
    { name: 'passwordConfirm', label: confirmLabel, hint: undefined },
  ] as const;
  return (
    <>
      {fields.map((field) => (
        <PasswordFieldElement
          key={field.name}
          control={control}
          name={field.name as FieldPath<T>}
          label={field.label}
          autoComplete="new-password"
          required="unmarked"
          helperText={field.hint}
        />
      ))}
    </>
  );
}
