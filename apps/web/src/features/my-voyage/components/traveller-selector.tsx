import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import type { Traveller } from '@voyage/domain';
import { tripsQuery } from '../../../entities/trips/api/get-trips.ts';
import { familyName } from './family-name.ts';
import { tripTitle } from '../../../lib/localized.ts';

type TravellerSelectorProps = { travellers: readonly Traveller[]; selectedId: string; onSelect: (id: string) => void };

/** Shown when several registrations share the family's e-mail (siblings, or another year's trip). */
export function TravellerSelector({ travellers, selectedId, onSelect }: TravellerSelectorProps) {
  const { t, i18n } = useTranslation('myVoyage');
  const trips = useQuery(tripsQuery).data ?? [];
  const optionLabel = (traveller: Traveller) => {
    const trip = trips.find((candidate) => candidate.id === traveller.tripId);
    const name = familyName(traveller);
    return trip ? t('selector.option', { name, trip: tripTitle(trip, i18n.language) }) : name;
  };
  return (
    <TextField
      select
      label={t('selector.label')}
      value={selectedId}
      onChange={(event) => onSelect(event.target.value)}
      fullWidth
      slotProps={{ select: { native: true } }}
      sx={{ maxWidth: { sm: 420 } }}
    >
      {travellers.map((traveller) => (
        <option key={traveller.id} value={traveller.id}>
          {optionLabel(traveller)}
        </option>
      ))}
    </TextField>
  );
}
