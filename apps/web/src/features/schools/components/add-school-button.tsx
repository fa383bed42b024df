import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { SchoolFormDialog } from './school-form-dialog.tsx';

/** "Add a school" and the form it opens, on both views of the schools (by district and as a table). */
export function AddSchoolButton({ tripId }: { tripId: number | undefined }) {
  const { t } = useTranslation('operations');
  const departures = useDepartures(tripId);
  const [isAdding, setAdding] = useState(false);

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setAdding(true)}
        disabled={tripId === undefined}
      >
        {t('schoolForm.add')}
      </Button>
      {isAdding && tripId !== undefined ? (
        <SchoolFormDialog open tripId={tripId} departures={departures.data ?? []} onClose={() => setAdding(false)} />
      ) : null}
    </>
  );
}
