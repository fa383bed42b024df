import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextFieldElement } from '../../components/common/form/text-field-element.tsx';

type ReceivedOnFieldProps<T extends FieldValues> = {
  /** The form's control; the field is its `receivedOn`. */
  control: Control<T>;
  /** The trip's today: a payment cannot have reached the account later. */
  today: string;
};

/** The day the money reached the account, as the bank statement shows it. */
export function ReceivedOnField<T extends { receivedOn: string }>({ control, today }: ReceivedOnFieldProps<T>) {
  const { t } = useTranslation('payments');
  return (
    <TextFieldElement<T>
      control={control}
      name={'receivedOn' as FieldPath<T>}
      type="date"
      label={t('dialog.receivedOnLabel')}
      helperText={t('dialog.receivedOnHint')}
      required="unmarked"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
    />
  );
}
