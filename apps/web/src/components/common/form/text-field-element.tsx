import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateFieldError } from './translate-error.ts';

type TextFieldElementProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required'
> & {
  name: FieldPath<T>;
  /** The form's; inside a `FormStack`, its form's. */
  control?: Control<T>;
  /** `unmarked`: required, and announced so, but without the asterisk (a short form where every field is). */
  required?: boolean | 'unmarked';
};

/** An MUI text field bound to react-hook-form; its error message (an i18n key) shows under the field. */
export function TextFieldElement<T extends FieldValues>({
  name,
  control,
  helperText,
  required,
  ...props
}: TextFieldElementProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = translateFieldError(t, fieldState.error?.message);
  const slotProps =
    required === 'unmarked'
      ? { ...props.slotProps, inputLabel: { ...(props.slotProps?.inputLabel as object), required: false } }
      : props.slotProps;
  return (
    <TextField
      {...props}
      required={Boolean(required)}
      slotProps={slotProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}
