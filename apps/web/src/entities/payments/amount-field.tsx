import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import { TextFieldElement } from '../../components/common/form/text-field-element.tsx';

type AmountFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** What to say under the field while it has no error; the typing hint otherwise. */
  helperText?: string;
  autoFocus?: boolean;
};

/** An amount in euro, typed as people write it (`300`, `300,50`, `1.090,00`); a number keypad on phones. */
export function AmountField<T extends FieldValues>({ control, name, helperText, autoFocus }: AmountFieldProps<T>) {
  const { t } = useTranslation('payments');
  return (
    <TextFieldElement<T>
      control={control}
      name={name}
      label={t('dialog.amountLabel')}
      helperText={helperText ?? t('dialog.amountHint')}
      required
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{
        inputLabel: { required: false },
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
      }}
    />
  );
}

/** Cents as the amount field shows them for editing, with the locale's decimal mark and no grouping: `300,50`. */
export function amountText(cents: number, locale: 'el' | 'en'): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'el' ? text.replace('.', ',') : text;
}
