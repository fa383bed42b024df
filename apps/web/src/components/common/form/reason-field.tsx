import type { FieldValues } from 'react-hook-form';
import { TextFieldElement } from './text-field-element.tsx';

type ReasonFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof TextFieldElement<T>>[0],
  'multiline' | 'required'
>;

/**
 * The reason a staff action asks for (a deletion, an offer out of turn, a price, a correction): a few lines,
 * required, and announced so without an asterisk, since the dialog has no other field to tell it from.
 */
export function ReasonField<T extends FieldValues>(props: ReasonFieldProps<T>) {
  return <TextFieldElement<T> multiline minRows={2} fullWidth required="unmarked" {...props} />;
}
