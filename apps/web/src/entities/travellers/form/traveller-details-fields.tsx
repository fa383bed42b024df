import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DISTRICTS, GENDERS, LOCALES, type TravellerForm } from '@voyage/domain';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { CountrySelectField } from '../../../components/common/form/country-select-field.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { FieldGroup } from './field-group.tsx';
import { PassportNameField } from './passport-name-field.tsx';
import { RadioChoiceField } from './radio-choice-field.tsx';
import { ROOMMATE_INDEXES } from './traveller-form.ts';

type TravellerDetailsFieldsProps = {
  control: Control<TravellerForm>;
  schoolName: string;
  registrationCode: string;
  /** When checking the details from the e-mailed link: the address just confirmed stays as it is. */
  isGuardianEmailConfirmed?: boolean;
};

const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;
const NO_REQUIRED_MARK = { inputLabel: { required: false } } as const;
const READ_ONLY = { htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } } as const;

/** A code or a name that must not break at its hyphen. */
function NoWrap({ children }: { children?: ReactNode }) {
  return (
    <Box component="strong" sx={{ whiteSpace: 'nowrap', color: 'text.primary' }}>
      {children}
    </Box>
  );
}

/**
 * Every field of the registration form (docs/product/registration.md#step-2-traveller-details), in the groups a
 * parent thinks in. Used at step 2 of the registration and again when the e-mailed link asks to check the details.
 */
export function TravellerDetailsFields({
  control,
  schoolName,
  registrationCode,
  isGuardianEmailConfirmed = false,
}: TravellerDetailsFieldsProps) {
  const { t } = useTranslation(['register', 'components']);
  const nameHelper = t('fields.nameHelper');
  return (
    <Stack spacing={4} sx={{ '& input, & select': { scrollMarginTop: 112 } }}>
      <FieldGroup title={t('groups.traveller')}>
        <Box sx={TWO_COLUMNS}>
          <PassportNameField
            control={control}
            name="details.firstName"
            label={t('fields.firstName')}
            helperText={nameHelper}
          />
          <PassportNameField
            control={control}
            name="details.lastName"
            label={t('fields.lastName')}
            helperText={nameHelper}
          />
        </Box>
        <RadioChoiceField
          control={control}
          name="details.gender"
          label={t('fields.gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
        />
        <Box sx={TWO_COLUMNS}>
          <TextFieldElement
            control={control}
            name="details.dateOfBirth"
            type="date"
            label={t('fields.dateOfBirth')}
            required
            slotProps={{ ...NO_REQUIRED_MARK, inputLabel: { required: false, shrink: true } }}
          />
          <CountrySelectField
            control={control}
            name="details.nationality"
            label={t('fields.nationality')}
            helperText={t('fields.nationalityHelper')}
            placeholder={t('fields.chooseCountry')}
            required
            slotProps={NO_REQUIRED_MARK}
          />
        </Box>
        <Box sx={TWO_COLUMNS}>
          <TextFieldElement
            control={control}
            name="details.city"
            label={t('fields.city')}
            autoComplete="address-level2"
            required
            slotProps={NO_REQUIRED_MARK}
          />
          <TextFieldElement
            control={control}
            name="details.district"
            select
            label={t('fields.district')}
            required
            slotProps={{ inputLabel: { required: false, shrink: true }, select: { native: true } }}
          >
            <option value="">{t('fields.chooseDistrict')}</option>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {t(`components:districts.${district}`)}
              </option>
            ))}
          </TextFieldElement>
        </Box>
      </FieldGroup>

      <FieldGroup title={t('groups.contact')}>
        <Box sx={TWO_COLUMNS}>
          <TextFieldElement
            control={control}
            name="details.phone"
            type="tel"
            label={t('fields.phone')}
            helperText={t('fields.phoneHelper')}
            autoComplete="tel"
            required
            slotProps={{ ...NO_REQUIRED_MARK, htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
        <RadioChoiceField
          control={control}
          name="details.language"
          label={t('fields.language')}
          helperText={t('fields.languageHelper')}
          options={LOCALES.map((locale) => ({ value: locale, label: t(`components:language.${locale}`) }))}
        />
      </FieldGroup>

      <FieldGroup title={t('groups.guardian')}>
        <Box sx={TWO_COLUMNS}>
          <TextFieldElement
            control={control}
            name="details.guardianName"
            label={t('fields.guardianName')}
            autoComplete="name"
            required
            slotProps={NO_REQUIRED_MARK}
          />
          <TextFieldElement
            control={control}
            name="details.guardianEmail"
            type="email"
            label={t('fields.guardianEmail')}
            helperText={t(
              isGuardianEmailConfirmed ? 'fields.guardianEmailConfirmedHelper' : 'fields.guardianEmailHelper',
            )}
            autoComplete="email"
            required
            slotProps={
              isGuardianEmailConfirmed
                ? { ...NO_REQUIRED_MARK, ...READ_ONLY }
                : { ...NO_REQUIRED_MARK, htmlInput: { autoCapitalize: 'none', spellCheck: false } }
            }
          />
        </Box>
      </FieldGroup>

      <FieldGroup
        title={t('groups.roommates')}
        lead={
          <Trans
            t={t}
            i18nKey="fields.roommatesNote"
            values={{ code: registrationCode }}
            components={{ b: <NoWrap /> }}
          />
        }
      >
        <Box sx={TWO_COLUMNS}>
          {ROOMMATE_INDEXES.map((index) => (
            <PassportNameField
              key={index}
              control={control}
              name={`details.roommates.${index}`}
              label={t('fields.roommate', { number: index + 1 })}
              helperText={t('fields.roommateHelper')}
              isOptional
            />
          ))}
        </Box>
      </FieldGroup>

      <FieldGroup title={t('groups.code')}>
        <Box sx={TWO_COLUMNS}>
          <TextFieldElement
            control={control}
            name="details.registrationCode"
            label={t('fields.registrationCode')}
            helperText={t('fields.school', { school: schoolName })}
            slotProps={READ_ONLY}
          />
        </Box>
      </FieldGroup>
    </Stack>
  );
}
