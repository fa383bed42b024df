import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ROOMING_LIST_FORMATS, type Rooming, type RoomingWarningKind } from '@voyage/domain';
import { BackLink } from '../../../components/data/back-link.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../lib/route-number.ts';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { localize } from '../../../lib/localized.ts';
import { paths } from '../../../lib/paths.ts';
import { roomingListUrl, useRooming, useRoomingChange, type RoomingCall } from '../api/rooming-calls.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MixChoice } from '../components/mix-choice.tsx';
import { MoveSelect, useRoomOptions } from '../components/move-select.tsx';
import { RoomCard } from '../components/room-card.tsx';
import { RoomingWarnings } from '../components/rooming-warnings.tsx';
import { TravellerLine, displayName } from '../components/traveller-line.tsx';

/** The warnings that concern one room, each kind once. */
function roomWarnings(rooming: Rooming, room: number): RoomingWarningKind[] {
  return [
    ...new Set(rooming.warnings.filter((warning) => warning.rooms.includes(room)).map((warning) => warning.kind)),
  ];
}

function RoomingBoard({ rooming, departureId }: { rooming: Rooming; departureId: number }) {
  const { t } = useTranslation('rooming');
  const fmt = useFormatters();
  const change = useRoomingChange(departureId);
  const [confirming, setConfirming] = useState<'lock' | 'unlock' | null>(null);
  const [done, setDone] = useState('');
  const locked = rooming.lockedAt !== null;
  const busy = change.isPending;
  const run = (call: RoomingCall, message: string) => {
    setDone('');
    change.mutate({ call, expectedUpdatedAt: rooming.updatedAt }, { onSuccess: () => setDone(message) });
  };
  const total = rooming.unplaced.length + rooming.rooms.reduce((sum, room) => sum + room.travellers.length, 0);
  const placed = total - rooming.unplaced.length;
  const roomOptions = useRoomOptions(rooming.rooms);
  const moveControl = (traveller: Rooming['unplaced'][number], current: number | null) => (
    <MoveSelect
      traveller={traveller}
      current={current}
      roomOptions={roomOptions}
      disabled={locked || busy}
      onMove={(toRoom) =>
        run({ action: 'move', travellerId: traveller.id, toRoom }, t('move.done', { name: displayName(traveller) }))
      }
    />
  );

  return (
    <>
      <MixChoice
        rooming={rooming}
        disabled={locked || busy}
        onChange={(mix) => run({ action: 'mix', mix }, t('mix.done', { how: t(`mix.how.${mix}`) }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<AutoFixHighIcon />}
          disabled={locked || busy || rooming.unplaced.length === 0}
          onClick={() => run({ action: 'auto-fill' }, t('autoFill.done'))}
        >
          {t('autoFill.button')}
        </Button>
        <Button
          variant="outlined"
          startIcon={locked ? <LockOpenOutlinedIcon /> : <LockOutlinedIcon />}
          disabled={busy}
          onClick={() => setConfirming(locked ? 'unlock' : 'lock')}
        >
          {t(locked ? 'unlock.button' : 'lock.button')}
        </Button>
        {/* The hotel's list is in English, the hotel's language, whatever the screen's. */}
        <ExportMenu
          label={t('list.button')}
          formats={ROOMING_LIST_FORMATS}
          href={(format) => roomingListUrl(departureId, format, 'en')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('summary', { rooms: rooming.rooms.length, placed, total })}
      </Typography>
      {locked && (
        <Alert severity="info" icon={<LockOutlinedIcon />} sx={{ mb: 2 }}>
          {rooming.lockedByName
            ? t('lock.lockedBy', { name: rooming.lockedByName, date: fmt.dateTime(rooming.lockedAt!) })
            : t('lock.locked', { date: fmt.dateTime(rooming.lockedAt!) })}
        </Alert>
      )}
      <div role="status">
        {change.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(t, change.error)}
          </Alert>
        ) : (
          done && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {done}
            </Alert>
          )
        )}
      </div>
      <RoomingWarnings warnings={rooming.warnings} />
      {total === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            <RoomCard title={t('unplaced')}>
              {rooming.unplaced.length === 0 ? (
                <Typography component="li" color="text.secondary">
                  {t('allPlaced')}
                </Typography>
              ) : (
                rooming.unplaced.map((traveller) => (
                  <TravellerLine key={traveller.id} traveller={traveller} control={moveControl(traveller, null)} />
                ))
              )}
            </RoomCard>
          </Grid>
          {rooming.rooms.map((room) => (
            <Grid key={room.number} size={{ xs: 12, md: 6, lg: 4 }}>
              <RoomCard
                title={t('room', { number: room.number })}
                count={room.travellers.length}
                warnings={roomWarnings(rooming, room.number)}
              >
                {room.travellers.map((traveller) => (
                  <TravellerLine
                    key={traveller.id}
                    traveller={traveller}
                    control={moveControl(traveller, room.number)}
                  />
                ))}
              </RoomCard>
            </Grid>
          ))}
        </Grid>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={t(`${confirming}.title`)}
          text={t(`${confirming}.text`)}
          confirm={t(`${confirming}.confirm`)}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            run({ action: confirming }, t(`${confirming}.done`));
            setConfirming(null);
          }}
        />
      )}
    </>
  );
}

/** `/admin/departure/{trip_id}/{id}/rooming` (docs/product/rooming.md). */
export default function RoomingScreen() {
  const { t } = useTranslation('rooming');
  const fmt = useFormatters();
  const params = useParams();
  const tripId = routeNumber(params.tripId);
  const id = routeNumber(params.id);
  const departures = useDepartures(tripId);
  const rooming = useRooming(tripId === undefined ? undefined : id);
  const departure = departures.data?.find((row) => row.id === id);
  if (tripId === undefined || id === undefined) {
    return (
      <>
        <PageHeader title={t('title')} />
        <NotFoundNote message={t('notFound')} />
      </>
    );
  }
  return (
    <>
      <BackLink to={paths.departure.href(tripId, id)} label={t('back')} />
      <PageHeader
        title={t('title')}
        subtitle={departure ? `${localize(departure.label, fmt.locale)} · ${departure.hotel}` : undefined}
      />
      <QueryState
        query={rooming}
        what="rooming"
        skeleton={<DetailSkeleton lines={8} />}
        notFoundMessage={t('notFound')}
      >
        {(data) => <RoomingBoard rooming={data} departureId={id} />}
      </QueryState>
    </>
  );
}
