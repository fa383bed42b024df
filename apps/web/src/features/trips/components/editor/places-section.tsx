import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import { NumberField } from './number-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { TripSectionForm } from './trip-section-form.tsx';
import { SeedField } from './seed-field.tsx';
import { usePlaceDraw } from '../../../../entities/trips/api/place-draw.ts';

/**
 * The waiting list's offers and the fair draw of places (docs/product/places.md): how long a family has to
 * answer an offer, whether an accepted offer is approved at once, siblings kept together, and the draw's
 * window, school minimum and seed.
 */
export function PlacesSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const draw = usePlaceDraw(trip.id);
  return (
    <TripSectionForm trip={trip} section="places">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('places.waitingList')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField
            name="waitingListOfferDays"
            label={t('fields.waitingListOfferDays')}
            helper={t('places.waitingListOfferDaysHelp')}
            kind="whole"
          />
        </Grid>
        <Grid size={12}>
          <SwitchField
            name="autoApproveOffers"
            label={t('fields.autoApproveOffers')}
            helper={t('places.autoApproveOffersHelp')}
          />
        </Grid>
        <Grid size={12}>
          <SwitchField
            name="keepSiblingsTogether"
            label={t('fields.keepSiblingsTogether')}
            helper={t('places.keepSiblingsTogetherHelp')}
          />
        </Grid>
      </Grid>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('places.fairAllocation')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <SwitchField
            name="fairAllocation"
            label={t('fields.fairAllocation')}
            helper={t('places.fairAllocationHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField
            name="allocationWindowDays"
            label={t('fields.allocationWindowDays')}
            helper={t('places.allocationWindowDaysHelp')}
            kind="whole"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField
            name="schoolMinimumShare"
            label={t('fields.schoolMinimumShare')}
            helper={t('places.schoolMinimumShareHelp')}
            kind="whole"
            optional
          />
        </Grid>
        <Grid size={12}>
          <SeedField trip={trip} isDrawn={draw.data?.state === 'drawn'} />
        </Grid>
      </Grid>
    </TripSectionForm>
  );
}
