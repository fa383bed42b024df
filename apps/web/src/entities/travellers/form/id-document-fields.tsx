import Box from '@mui/material/Box';
import { DEFAULT_NATIONALITY, ID_DOCUMENT_TYPES, type IdDocumentBody } from '@voyage/domain';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelectField } from '../../../components/common/form/country-select-field.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { RadioChoiceField } from './radio-choice-field.tsx';

/** The identity document's fields as typed: the type may still be unset. */
export type IdDocumentForm = {
  idDocumentType: IdDocumentBody['idDocumentType'] | '';
  idDocumentNumber: string;
  idDocumentExpiresOn: string;
  idDocumentIssuingCountry: string;
};

/** The form filled from what is kept; the issuing country defaults to the nationality, else Cyprus. */
export function idDocumentFormValues(traveller: {
  idDocumentType: IdDocumentBody['idDocumentType'] | null;
  idDocumentNumber: string | null;
  idDocumentExpiresOn: string | null;
  idDocumentIssuingCountry: string | null;
  nationality: string | null;
}): IdDocumentForm {
  return {
    idDocumentType: traveller.idDocumentType ?? '',
    idDocumentNumber: traveller.idDocumentNumber ?? '',
    idDocumentExpiresOn: traveller.idDocumentExpiresOn ?? '',
    idDocumentIssuingCountry: traveller.idDocumentIssuingCountry ?? traveller.nationality ?? DEFAULT_NATIONALITY,
  };
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
  maxWidth: 560,
} as const;

/**
 * The identity document the traveller flies with, a passport or an ID card, as printed on it: type, number,
 * expiry and issuing country (docs/product/documents.md#identity-document). The family's card in My Voyage and
 * staff's panel on the registration both show these fields, checked by `idDocumentBodySchema`.
 */
export function IdDocumentFields({ control, size }: { control: Control<IdDocumentForm>; size?: 'small' }) {
  const { t } = useTranslation('components');
  return (
    <>
      <RadioChoiceField
        control={control}
        name="idDocumentType"
        label={t('idDocument.type')}
        options={ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`idDocument.types.${type}`) }))}
      />
      <Box sx={GRID}>
        <TextFieldElement
          control={control}
          name="idDocumentNumber"
          label={t('idDocument.number')}
          helperText={t('idDocument.numberHint')}
          autoComplete="off"
          size={size}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextFieldElement
          control={control}
          name="idDocumentExpiresOn"
          type="date"
          label={t('idDocument.expires')}
          size={size}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <CountrySelectField
          control={control}
          name="idDocumentIssuingCountry"
          label={t('idDocument.issuingCountry')}
          placeholder={t('idDocument.chooseCountry')}
          size={size}
        />
      </Box>
    </>
  );
}
