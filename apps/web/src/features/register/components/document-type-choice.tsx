import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { IdDocumentType } from '@voyage/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type DocumentTypeChoiceProps = {
  value: IdDocumentType | null;
  onChange(type: IdDocumentType): void;
  types: readonly IdDocumentType[];
  disabled?: boolean;
};

/** Passport or ID card, chosen before the file so the staff know what they are looking at. */
export function DocumentTypeChoice({ value, onChange, types, disabled = false }: DocumentTypeChoiceProps) {
  const { t } = useTranslation('register');
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ color: 'text.primary', mb: 0.5, '&.Mui-disabled': { color: 'text.secondary' } }}
      >
        {t('document.type')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="documentType"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as IdDocumentType)}
        sx={{ columnGap: 1 }}
      >
        {types.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={t(`document.types.${type}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
