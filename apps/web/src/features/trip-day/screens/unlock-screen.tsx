import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_ATTEMPTS } from '../model/vault.ts';

type UnlockScreenProps = {
  wrongPins: number;
  onUnlock(pin: string): Promise<'ok' | 'wrong-pin'>;
  onRemove(): void;
};

/** The trip day on this phone opens only with the PIN chosen at download. */
export function UnlockScreen({ wrongPins, onUnlock, onRemove }: UnlockScreenProps) {
  const { t } = useTranslation('tripDay');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await onUnlock(pin);
    if (result === 'wrong-pin') {
      setBusy(false);
      setPin('');
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1">
        {t('unlock.heading')}
      </Typography>
      <Typography>{t('unlock.intro')}</Typography>
      <TextField
        label={t('unlock.pin')}
        value={pin}
        onChange={(event) => setPin(event.target.value.trim())}
        type="password"
        autoComplete="current-password"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
      />
      {wrongPins > 0 ? (
        <Alert severity="error" role="alert">
          {t('unlock.wrongPin', { count: PIN_ATTEMPTS - wrongPins })}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={busy || pin.length === 0}>
        {busy ? t('unlock.opening') : t('unlock.open')}
      </Button>
      <Button color="error" onClick={onRemove}>
        {t('unlock.remove')}
      </Button>
    </Stack>
  );
}
