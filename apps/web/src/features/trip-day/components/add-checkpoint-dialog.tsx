import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type AddCheckpointDialogProps = { onAdd(title: string, date: string, time: string | null): void; onCancel(): void };

/** A checkpoint of the escort's own: the metro stop, the museum's exit. */
export function AddCheckpointDialog({ onAdd, onCancel }: AddCheckpointDialogProps) {
  const { t } = useTranslation('tripDay');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !date) return setProblem(true);
    onAdd(title.trim().slice(0, 100), date, time || null);
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('add.heading')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('add.name')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={problem && !title.trim()}
              helperText={problem && !title.trim() ? t('add.required') : undefined}
              required
              autoFocus
            />
            <TextField
              label={t('add.date')}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('add.time')}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('add.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('add.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
