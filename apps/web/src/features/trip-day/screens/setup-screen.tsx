import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasCapability, type Departure, type SessionUser, type StaffAccess, type Trip } from '@voyage/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate, localize } from '../../../lib/localized.ts';
import { paths } from '../../../lib/paths.ts';
import { cacheAppShell } from '../model/app-shell.ts';
import { tripDayCalls } from '../model/contact.ts';
import { emptyState, type TripDayState } from '../model/trip-day-state.ts';
import { PIN_PATTERN } from '../model/vault.ts';

type Who = { user: SessionUser | null; staff?: StaffAccess | null };
type Loaded =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-allowed' }
  | { kind: 'ready'; me: SessionUser; departures: Departure[] };

async function loadDepartures(): Promise<Loaded> {
  const who = await api.get<Who>('api/session');
  if (!who.user) return { kind: 'signed-out' };
  if (!who.staff || !hasCapability(who.staff.role, 'trip-day')) return { kind: 'not-allowed' };
  const trip = await api.get<Trip>('api/trip/active');
  const departures = await api.get<Departure[]>(`api/departures?trip_id=${trip.id}`);
  return { kind: 'ready', me: who.user, departures };
}

/** "Download for offline use": the escort's departures, and a PIN to lock them on the phone. */
export function SetupScreen({ onReady }: { onReady(pin: string, state: TripDayState): Promise<void> }) {
  const { t, i18n } = useTranslation('tripDay');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [chosen, setChosen] = useState<number[]>([]);
  const [pin, setPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadDepartures().then(
      (result) => {
        setLoaded(result);
        if (result.kind === 'ready') setChosen(result.departures.map((departure) => departure.id));
      },
      (error: unknown) =>
        setLoaded(
          error instanceof ApiRequestError && error.status === 401 ? { kind: 'signed-out' } : { kind: 'not-allowed' },
        ),
    );
  }, []);

  if (loaded.kind === 'loading') return <Typography>{t('loading')}</Typography>;
  if (loaded.kind === 'signed-out') {
    return (
      <Alert severity="info">
        {t('setup.signIn')} <Link href={paths.adminLogin.href()}>{t('setup.signInLink')}</Link>
      </Alert>
    );
  }
  if (loaded.kind === 'not-allowed') return <Alert severity="warning">{t('setup.notAllowed')}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(t('setup.chooseDeparture'));
    if (!PIN_PATTERN.test(pin)) return setProblem(t('setup.pinInvalid'));
    if (pin !== pinAgain) return setProblem(t('setup.pinMismatch'));
    setProblem(null);
    setBusy(true);
    try {
      const packs = [];
      for (const id of chosen) packs.push(await tripDayCalls.pack(id));
      await cacheAppShell();
      await onReady(pin, emptyState({ id: loaded.me.id, name: loaded.me.name }, packs));
    } catch (error) {
      setProblem(t('setup.failed', { message: error instanceof Error ? error.message : String(error) }));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1">
        {t('setup.heading')}
      </Typography>
      <Typography>{t('setup.intro')}</Typography>
      {loaded.departures.length === 0 ? (
        <Alert severity="info">{t('setup.noDepartures')}</Alert>
      ) : (
        <FormGroup>
          <FormLabel component="legend">{t('setup.departures')}</FormLabel>
          {loaded.departures.map((departure) => (
            <FormControlLabel
              key={departure.id}
              control={
                <Checkbox
                  checked={chosen.includes(departure.id)}
                  onChange={(_, on) =>
                    setChosen((now) => (on ? [...now, departure.id] : now.filter((id) => id !== departure.id)))
                  }
                />
              }
              label={`${localize(departure.label, i18n.language)} · ${formatDate(departure.outboundDate, i18n.language)}`}
            />
          ))}
        </FormGroup>
      )}
      <TextField
        label={t('setup.pin')}
        value={pin}
        onChange={(event) => setPin(event.target.value.trim())}
        type="password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        helperText={t('setup.pinHelp')}
      />
      <TextField
        label={t('setup.pinAgain')}
        value={pinAgain}
        onChange={(event) => setPinAgain(event.target.value.trim())}
        type="password"
        autoComplete="new-password"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={busy || loaded.departures.length === 0}>
        {busy ? t('setup.downloading') : t('setup.download')}
      </Button>
    </Stack>
  );
}
