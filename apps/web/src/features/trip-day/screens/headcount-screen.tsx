import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { headcount, intlLocaleOf, listFormat, type CheckpointState, type PackTraveller } from '@voyage/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../lib/localized.ts';
import { AbsentDialog, MissingDialog } from '../components/mark-dialogs.tsx';
import { EmergencyCardDialog } from '../components/emergency-card-dialog.tsx';
import { TravellerRow, type RowChoice } from '../components/traveller-row.tsx';
import { travellerLabel } from '../model/names.ts';
import { departureActions, newAction, type QueuedAction, type TripDayState } from '../model/trip-day-state.ts';

type HeadcountScreenProps = {
  state: TripDayState;
  departureId: number;
  checkpoint: CheckpointState;
  institutePhone: string | null;
  onAct(action: QueuedAction): void;
  onBack(): void;
};

type Asking = { kind: 'absent' | 'missing' | 'card'; traveller: PackTraveller } | null;
const EVERYONE = 'all';
/** The filter's value: a room (`room:12`, `room:` for none) or a school (`school:<name>`). */
const inGroup = (traveller: PackTraveller, group: string) =>
  group === EVERYONE || group === `room:${traveller.room ?? ''}` || group === `school:${traveller.school}`;

/** Text as the search compares it: upper case, accents dropped, spaces single. */
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A checkpoint's headcount: tap each traveller present; close only when everyone is accounted for. */
export function HeadcountScreen({
  state,
  departureId,
  checkpoint,
  institutePhone,
  onAct,
  onBack,
}: HeadcountScreenProps) {
  const { t, i18n } = useTranslation('tripDay');
  const pack = state.packs.find((one) => one.departure.id === departureId)!;
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState(EVERYONE);
  const [asking, setAsking] = useState<Asking>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [snack, setSnack] = useState<{ message: string; undo: string | null } | null>(null);
  const { marks } = useMemo(
    () => headcount(departureActions(state, departureId), checkpoint.key),
    [state, departureId, checkpoint.key],
  );
  const closed = checkpoint.closed !== null;
  const total = pack.travellers.length;
  const present = [...marks.values()].filter((mark) => mark.state === 'present').length;
  const rooms = [...new Set(pack.travellers.map((traveller) => traveller.room))].sort((a, b) => (a ?? 0) - (b ?? 0));
  const schools = [...new Set(pack.travellers.map((traveller) => traveller.school))].sort();
  // Each word typed is looked for in the name, in any order and without accents: "anna papa" finds PAPADOPOULOU ANNA.
  const words = searchKey(search).split(' ').filter(Boolean);
  const shown = pack.travellers.filter((traveller) => {
    const label = searchKey(travellerLabel(traveller));
    return words.every((word) => label.includes(word)) && inGroup(traveller, group);
  });

  const act = (action: QueuedAction) => {
    onAct(action);
    setSnack(
      action.type === 'undo'
        ? { message: t('count.undone'), undo: null }
        : { message: t('count.saved'), undo: action.actionId },
    );
    setRefusal(null);
  };
  const mark = (traveller: PackTraveller, kind: 'present' | 'missing') =>
    act(newAction.mark(departureId, checkpoint.key, traveller.id, kind));
  const tapPresent = (traveller: PackTraveller) => {
    const counting = marks.get(traveller.id);
    if (counting?.state === 'present') act(newAction.undo(departureId, counting.actionId));
    else mark(traveller, 'present');
  };
  const choose = (traveller: PackTraveller, choice: RowChoice) => {
    if (choice === 'undo') {
      const counting = marks.get(traveller.id);
      if (counting) act(newAction.undo(departureId, counting.actionId));
    } else setAsking({ kind: choice, traveller });
  };
  const close = () => {
    const left = checkpoint.unaccounted;
    if (left.length > 0) {
      const names = left
        .map((id) => pack.travellers.find((traveller) => traveller.id === id))
        .flatMap((one) => (one ? [travellerLabel(one)] : []));
      setRefusal(
        t('count.closeRefused', { count: left.length, names: listFormat(intlLocaleOf(i18n.language)).format(names) }),
      );
      return;
    }
    act(newAction.close(departureId, checkpoint.key));
  };
  const closeAction = findClose(state, departureId, checkpoint.key);

  return (
    <Stack spacing={1.5}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {t('count.back')}
      </Button>
      <Typography variant="h5" component="h1">
        {localize(checkpoint.title, i18n.language)}
      </Typography>
      <Paper
        elevation={2}
        role="status"
        sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 1, p: 1.5, textAlign: 'center' }}
      >
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {t('count.present', { count: present, total })}
        </Typography>
        <Typography variant="body2">
          {t('count.summary', {
            absent: checkpoint.counts.absent,
            missing: checkpoint.counts.missing,
            left: checkpoint.unaccounted.length,
          })}
        </Typography>
      </Paper>
      {checkpoint.disagreements.map((disagreement) => {
        const who = pack.travellers.find((traveller) => traveller.id === disagreement.travellerId);
        const what = disagreement.marks.map((one) => `${t(`state.${one.state}`)} (${one.byName})`).join(', ');
        return who ? (
          <Alert key={disagreement.travellerId} severity="warning">
            {travellerLabel(who)}: {t('count.disagreement', { marks: what })}
          </Alert>
        ) : null;
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          label={t('count.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
          sx={{ flex: '2 1 220px' }}
        />
        <TextField
          select
          label={t('count.group')}
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          sx={{ flex: '1 1 140px' }}
        >
          <MenuItem value={EVERYONE}>{t('count.everyone')}</MenuItem>
          <ListSubheader>{t('count.rooms')}</ListSubheader>
          {rooms.map((one) => (
            <MenuItem key={`room-${one}`} value={`room:${one ?? ''}`}>
              {one ? t('count.roomNumber', { room: one }) : t('count.noRoom')}
            </MenuItem>
          ))}
          {schools.length > 1 ? <ListSubheader>{t('count.schools')}</ListSubheader> : null}
          {schools.length > 1
            ? schools.map((one) => (
                <MenuItem key={`school-${one}`} value={`school:${one}`}>
                  {one}
                </MenuItem>
              ))
            : null}
        </TextField>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((traveller) => (
          <TravellerRow
            key={traveller.id}
            traveller={traveller}
            mark={marks.get(traveller.id)}
            countedElsewhere={!checkpoint.unaccounted.includes(traveller.id)}
            closed={closed}
            onPresent={() => tapPresent(traveller)}
            onChoose={(choice) => choose(traveller, choice)}
          />
        ))}
      </Box>
      {shown.length === 0 ? <Typography>{t('count.noMatch')}</Typography> : null}
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {closed ? (
        <Alert
          severity="success"
          action={
            closeAction ? (
              <Button color="inherit" onClick={() => act(newAction.undo(departureId, closeAction))}>
                {t('count.reopen')}
              </Button>
            ) : undefined
          }
        >
          {t('count.closedNow')}
        </Alert>
      ) : (
        <Button variant="contained" size="large" onClick={close} sx={{ minHeight: 52 }}>
          {t('count.close')}
        </Button>
      )}
      <Snackbar
        open={snack !== null}
        autoHideDuration={5000}
        onClose={() => setSnack(null)}
        message={snack?.message}
        action={
          snack?.undo ? (
            <Button color="inherit" onClick={() => act(newAction.undo(departureId, snack.undo!))}>
              {t('count.undo')}
            </Button>
          ) : undefined
        }
      />
      {asking?.kind === 'absent' ? (
        <AbsentDialog
          name={travellerLabel(asking.traveller)}
          onCancel={() => setAsking(null)}
          onAbsent={(reason) => {
            act(newAction.mark(departureId, checkpoint.key, asking.traveller.id, 'absent', reason));
            setAsking(null);
          }}
        />
      ) : null}
      {asking?.kind === 'missing' ? (
        <MissingDialog
          name={travellerLabel(asking.traveller)}
          onCancel={() => setAsking(null)}
          onMissing={() => {
            mark(asking.traveller, 'missing');
            setAsking({ kind: 'card', traveller: asking.traveller });
          }}
        />
      ) : null}
      <EmergencyCardDialog
        traveller={asking?.kind === 'card' ? asking.traveller : null}
        institutePhone={institutePhone}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** The close that counts at the checkpoint, to reopen it. */
function findClose(state: TripDayState, departureId: number, checkpointKey: string): string | null {
  const actions = departureActions(state, departureId);
  const undone = new Set(actions.flatMap((action) => (action.type === 'undo' ? [action.undoes] : [])));
  const close = actions
    .filter(
      (action) => action.type === 'close' && action.checkpointKey === checkpointKey && !undone.has(action.actionId),
    )
    .at(-1);
  return close?.actionId ?? null;
}
