import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import { OptionalTextField } from './optional-text-field.tsx';
import { TripSectionForm } from './trip-section-form.tsx';

/**
 * The numbers escorts call on the trip day (docs/product/trips.md#editing-a-trip): the institute's 24/7
 * line, the insurer and its emergency line, the policy number. Each optional; the escorts' phones carry them
 * without network (docs/product/trip-day.md#the-pack).
 */
export function EmergencySection({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  return (
    <TripSectionForm trip={trip} section="emergency">
      <Typography>{t('emergency.intro')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <OptionalTextField
            name="instituteEmergencyPhone"
            label={t('fields.instituteEmergencyPhone')}
            helper={t('emergency.phoneHelp')}
            type="tel"
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <OptionalTextField name="insurerName" label={t('fields.insurerName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OptionalTextField
            name="insurerEmergencyPhone"
            label={t('fields.insurerEmergencyPhone')}
            helper={t('emergency.phoneHelp')}
            type="tel"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OptionalTextField name="insurancePolicyNumber" label={t('fields.insurancePolicyNumber')} />
        </Grid>
      </Grid>
    </TripSectionForm>
  );
}
