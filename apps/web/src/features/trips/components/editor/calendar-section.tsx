import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import type { Trip } from '@voyage/domain';
import { DateField, DateTimeField } from './date-fields.tsx';
import { NumberField } from './number-field.tsx';
import { TripSectionForm } from './trip-section-form.tsx';

/**
 * The registration window, the travel dates, the consent deadline, the days to pay an instalment already due
 * at approval (docs/product/payments.md#due-dates), the places and how long ID data is kept after the return
 * (docs/product/data-rights.md#retention).
 */
export function CalendarSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  return (
    <TripSectionForm trip={trip} section="calendar">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DateTimeField name="registrationOpensAt" label={t('fields.registrationOpensAt')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DateTimeField name="registrationClosesAt" label={t('fields.registrationClosesAt')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DateField name="startsOn" label={t('fields.startsOn')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DateField name="endsOn" label={t('fields.endsOn')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField name="consentDeadlineDays" label={t('fields.consentDeadlineDays')} kind="whole" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField name="paymentGraceDays" label={t('fields.paymentGraceDays')} kind="whole" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField name="capacity" label={t('fields.capacity')} kind="whole" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField name="idRetentionDays" label={t('fields.idRetentionDays')} kind="whole" />
          <NumberField name="healthFreezeDays" label={t('fields.healthFreezeDays')} kind="whole" />
          <NumberField name="correctionsFreezeDays" label={t('fields.correctionsFreezeDays')} kind="whole" />
        </Grid>
      </Grid>
    </TripSectionForm>
  );
}
