import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Trip } from '@voyage/domain';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useActivateTrip } from '../api/trip-mutations.ts';
import { TripDialog } from './trip-dialog.tsx';

/**
 * Makes this trip the active one (docs/product/trips.md#the-active-trip), after a confirmation that names
 * the trip that stops being active. The active trip shows a chip instead.
 */
export function ActivateTripButton({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation(['trips', 'common']);
  const { trips } = useSelectedTrip();
  const activate = useActivateTrip(trip.id);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (trip.active) return <Chip color="primary" label={t('activate.isActive')} />;
  const current = trips.find((candidate) => candidate.active);
  const confirm = async () => {
    setFailure(null);
    try {
      await activate.mutateAsync();
      setOpen(false);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('activate.open')}
      </Button>
      <TripDialog
        open={open}
        title={t('activate.title')}
        description={t('activate.description', {
          trip: tripTitle(trip, i18n.language),
          current: current ? tripTitle(current, i18n.language) : t('activate.noCurrent'),
        })}
        confirmLabel={t('activate.confirm')}
        cancelLabel={t('activate.cancel')}
        isPending={activate.isPending}
        failure={failure}
        onClose={() => setOpen(false)}
        onSubmit={() => void confirm()}
      />
    </>
  );
}
