import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intlLocaleOf, listFormat, type CheckpointState, type Mark } from '@voyage/domain';
import { DotChip } from '../../../components/data/dot-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';

/** What a traveller's name is, read from the roster (or said plainly when they are no longer on it). */
export type NameOf = (travellerId: string) => string;

/** Whether an escort has marked anyone at the checkpoint, or closed it. */
export function hasStarted(checkpoint: CheckpointState): boolean {
  const { present, absent, missing } = checkpoint.counts;
  return checkpoint.closed !== null || present + absent + missing > 0;
}

/** "absent: ill in the room (Eleni K.)": one escort's own mark of a traveller. */
function useMarkWords() {
  const { t } = useTranslation('operations');
  return (mark: Mark) => {
    const state = mark.reason
      ? t('tripDay.absentBecause', { reason: t(`tripDay.reasons.${mark.reason}`) })
      : t(`tripDay.states.${mark.state}`);
    return t('tripDay.markBy', { mark: state, name: mark.byName });
  };
}

type CheckpointRowProps = {
  checkpoint: CheckpointState;
  rosterSize: number;
  nameOf: NameOf;
  /** Opens who marked whom at the checkpoint. */
  onHistory(): void;
};

/**
 * One checkpoint as it stands: when it is due, open or closed (when and by whom), its counts against the roster,
 * who is not counted yet while it is open, where two escorts' marks of a traveller differ, and a button to its
 * history (who marked whom there).
 */
export function CheckpointRow({ checkpoint, rosterSize, nameOf, onHistory }: CheckpointRowProps) {
  const { t } = useTranslation('operations');
  const fmt = useFormatters();
  const markWords = useMarkWords();
  const list = (items: string[], type: Intl.ListFormatType) =>
    listFormat(intlLocaleOf(fmt.locale), { type }).format(items);
  const { closed, counts, unaccounted, disagreements } = checkpoint;
  const started = hasStarted(checkpoint);
  const date = fmt.date(checkpoint.date);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {localize(checkpoint.title, fmt.locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {checkpoint.time ? t('tripDay.when', { date, time: checkpoint.time }) : date}
          </Typography>
        </Box>
        <DotChip
          colour={closed ? 'success' : started ? 'warning' : 'grey'}
          label={closed ? t('tripDay.closed') : t('tripDay.open')}
        />
      </Stack>
      {closed ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('tripDay.closedBy', { time: fmt.time(closed.at), name: closed.byName })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('tripDay.counts', {
          present: t('tripDay.present', { count: counts.present }),
          absent: t('tripDay.absent', { count: counts.absent }),
          missing: t('tripDay.missing', { count: counts.missing }),
          roster: t('tripDay.roster', { count: rosterSize }),
        })}
      </Typography>
      {!closed && started && unaccounted.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('tripDay.unaccounted', { names: list(unaccounted.map(nameOf), 'conjunction') })}
        </Typography>
      ) : null}
      {disagreements.map((disagreement) => (
        <Alert key={disagreement.travellerId} role="note" severity="warning" variant="outlined" sx={{ mt: 1 }}>
          {t(disagreement.marks.length > 2 ? 'tripDay.disagreeMany' : 'tripDay.disagreeTwo', {
            name: nameOf(disagreement.travellerId),
            marks: list(disagreement.marks.map(markWords), 'unit'),
          })}
        </Alert>
      ))}
      <Button
        size="small"
        onClick={onHistory}
        aria-label={t('tripDay.history.title', { checkpoint: localize(checkpoint.title, fmt.locale) })}
        sx={{ mt: 1, ml: -1 }}
      >
        {t('tripDay.history.button')}
      </Button>
    </Paper>
  );
}
