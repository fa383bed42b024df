import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ABSENCE_REASONS, type AbsenceReason } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type AbsentDialogProps = { name: string; onAbsent(reason: AbsenceReason): void; onCancel(): void };

/** Absent, and accounted for: ill in the room, with another escort, or collected by a guardian. */
export function AbsentDialog({ name, onAbsent, onCancel }: AbsentDialogProps) {
  const { t } = useTranslation('tripDay');
  const [reason, setReason] = useState<AbsenceReason>(ABSENCE_REASONS[0]);
  const titleId = 'absent-dialog-title';
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('reason.heading', { name })}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={reason}
          onChange={(event) => setReason(event.target.value as AbsenceReason)}
        >
          {ABSENCE_REASONS.map((one) => (
            <FormControlLabel key={one} value={one} control={<Radio />} label={t(`reason.${one}`)} sx={{ py: 0.5 }} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('reason.cancel')}</Button>
        <Button variant="contained" onClick={() => onAbsent(reason)}>
          {t('reason.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type MissingDialogProps = { name: string; onMissing(): void; onCancel(): void };

/** Reporting a child missing is asked once more: it alerts every escort of the departure. */
export function MissingDialog({ name, onMissing, onCancel }: MissingDialogProps) {
  const { t } = useTranslation('tripDay');
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t('missing.heading', { name })}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel}>{t('missing.cancel')}</Button>
        <Button variant="contained" color="error" onClick={onMissing}>
          {t('missing.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
