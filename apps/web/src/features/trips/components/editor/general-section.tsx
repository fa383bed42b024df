import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import type { Trip } from '@voyage/domain';
import { BilingualFields } from './bilingual-fields.tsx';
import { LocalizedListField } from './localized-list-field.tsx';
import { NumberField } from './number-field.tsx';
import { TripSectionForm } from './trip-section-form.tsx';

/** Name, year and the landing page's texts. */
export function GeneralSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  return (
    <TripSectionForm trip={trip} section="general">
      <BilingualFields name="name" label={t('fields.name')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NumberField name="year" label={t('fields.year')} kind="whole" />
        </Grid>
      </Grid>
      <BilingualFields name="title" label={t('fields.title')} />
      <BilingualFields name="intro" label={t('fields.intro')} multiline />
      <LocalizedListField
        name="missions"
        label={t('fields.missions')}
        itemLabel={(number) => t('fields.mission', { number })}
        addLabel={t('add.mission')}
      />
      <LocalizedListField
        name="package"
        label={t('fields.package')}
        itemLabel={(number) => t('fields.packageItem', { number })}
        addLabel={t('add.packageItem')}
      />
    </TripSectionForm>
  );
}
