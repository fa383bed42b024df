import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useNavigate, useParams } from 'react-router';
import type { Departure } from '@voyage/domain';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../lib/route-number.ts';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { localize } from '../../../lib/localized.ts';
import { DepartureDetail } from '../components/departure-detail.tsx';
import { DeparturePicker } from '../components/departure-picker.tsx';
import { DepartureFormDialog } from '../components/departure-form-dialog.tsx';
import { useSchools } from '../../../lib/api/get-schools.ts';

function findDeparture(departures: readonly Departure[], id: number): Departure | undefined {
  return departures.find((departure) => departure.id === id);
}

/**
 * `/admin/departure/{trip_id?}/{id?}` (docs/product/schools-and-departures.md#departures): one departure; with
 * no id, a new departure of the trip named (or of the selected trip, with no trip either), saved into its page.
 */
export default function DepartureScreen() {
  const { t } = useTranslation(['admin', 'operations']);
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const fmt = useFormatters();
  const params = useParams();
  const selected = useSelectedTrip();
  const tripId = params.tripId === undefined ? selected.tripId : routeNumber(params.tripId);
  const id = routeNumber(params.id);
  const hasBadId = params.id !== undefined && id === undefined;
  const departures = useDepartures(hasBadId ? undefined : tripId);
  const schools = useSchools(hasBadId ? undefined : tripId);
  const navigate = useNavigate();
  const back = <BackLink to={paths.departuresList.href()} label={t('departure.back')} />;
  const notFound = (
    <>
      <PageHeader title={t('departure.title')} />
      <NotFoundNote message={t('departure.notFound')} />
    </>
  );
  if (tripId === undefined || hasBadId) {
    return (
      <>
        {back}
        {notFound}
      </>
    );
  }
  if (id === undefined) {
    return (
      <>
        {back}
        <PageHeader title={t('operations:departureForm.addTitle')} />
        {schools.isPending ? (
          <DetailSkeleton lines={4} />
        ) : (
          <DepartureFormDialog
            open
            tripId={tripId}
            schools={schools.data ?? []}
            onClose={(created) =>
              void navigate(created ? paths.departure.href(created.tripId, created.id) : paths.departuresList.href(), {
                replace: true,
              })
            }
          />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState
        query={departures}
        what="departures"
        skeleton={<DetailSkeleton lines={8} />}
        isEmpty={(rows) => rows.length === 0}
        emptyMessage={t('empty.departures')}
      >
        {(rows) => {
          const departure = findDeparture(rows, id);
          if (!departure) return notFound;
          return (
            <>
              <PageHeader
                title={localize(departure.label, fmt.locale)}
                subtitle={t('departure.dates', {
                  outbound: fmt.date(departure.outboundDate),
                  inbound: fmt.date(departure.inboundDate),
                })}
                actions={
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Button
                      variant="outlined"
                      startIcon={<EditOutlinedIcon />}
                      aria-label={t('operations:departureForm.editLabel')}
                      onClick={() => {
                        setSaved(false);
                        setEditing(true);
                      }}
                    >
                      {t('operations:departureForm.edit')}
                    </Button>
                    <DeparturePicker tripId={tripId} departures={rows} value={departure.id} />
                  </Stack>
                }
              />
              <Box role="status">
                {saved ? (
                  <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
                    {t('operations:departureForm.saved')}
                  </Alert>
                ) : null}
              </Box>
              {isEditing ? (
                <DepartureFormDialog
                  open
                  tripId={tripId}
                  departure={departure}
                  schools={schools.data ?? []}
                  onClose={(isSaved) => {
                    setEditing(false);
                    setSaved(Boolean(isSaved));
                  }}
                />
              ) : null}
              <DepartureDetail departure={departure} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
