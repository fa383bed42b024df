import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CheckpointHistory, CheckpointHistoryEntry, LocalizedText } from '@voyage/domain';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { localize } from '../../../lib/localized.ts';
import { useCheckpointHistory } from '../api/get-checkpoint-history.ts';
import { LiveView } from './live-view.tsx';

/** "GEORGIOU NIKOS: absent (ill in the room)", "Checkpoint closed", "Undone: …": what one entry did. */
function useEntryWords(history: CheckpointHistory) {
  const { t } = useTranslation('operations');
  const names = new Map(history.travellers.map((traveller) => [traveller.id, travellerName(traveller)]));
  const byId = new Map(history.entries.map((entry) => [entry.actionId, entry]));
  const nameOf = (travellerId: string | null) =>
    (travellerId && names.get(travellerId)) || t('tripDay.unknownTraveller');
  const words = (entry: CheckpointHistoryEntry): string => {
    switch (entry.kind) {
      case 'mark':
        return t('tripDay.history.mark', {
          name: nameOf(entry.travellerId),
          mark: entry.reason
            ? t('tripDay.history.absentBecause', { reason: t(`tripDay.reasons.${entry.reason}`) })
            : t(`tripDay.states.${entry.state}`),
        });
      case 'close':
        return t('tripDay.history.closed');
      case 'add-checkpoint':
        return t('tripDay.history.added', { title: entry.title });
      case 'undo': {
        const undone = byId.get(entry.undoes);
        const what = undone && undone.kind !== 'undo' ? words(undone) : t('tripDay.history.earlierAction');
        return t('tripDay.history.undo', { what });
      }
    }
  };
  return words;
}

function HistoryList({ history }: { history: CheckpointHistory }) {
  const { t } = useTranslation('operations');
  const fmt = useFormatters();
  const words = useEntryWords(history);
  if (history.entries.length === 0) return <EmptyState message={t('tripDay.history.empty')} />;
  return (
    <Box
      component="ol"
      aria-label={t('tripDay.history.list')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {history.entries.map((entry) => {
        const time = fmt.time(entry.at);
        const arrived = fmt.time(entry.recordedAt);
        return (
          <Box component="li" key={entry.actionId} sx={{ display: 'flex', gap: 2, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, flexShrink: 0 }}>
              {time}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{
                  overflowWrap: 'anywhere',
                  textDecoration: entry.undone ? 'line-through' : undefined,
                  color: entry.undone ? 'text.secondary' : undefined,
                }}
              >
                {words(entry)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {[
                  entry.byName,
                  arrived === time ? null : t('tripDay.history.arrived', { time: arrived }),
                  entry.undone ? t('tripDay.history.undone') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

type CheckpointHistoryDialogProps = {
  departureId: number;
  /** The checkpoint whose history is shown; null while the dialog is closed. */
  checkpoint: { key: string; title: LocalizedText } | null;
  onClose(): void;
};

/**
 * "Who marked whom" at one checkpoint (docs/product/trip-day.md#the-office): every mark, undo, close and adding in
 * the order the escorts acted, by whom, at what time on their phone, and what was undone later.
 */
export function CheckpointHistoryDialog({ departureId, checkpoint, onClose }: CheckpointHistoryDialogProps) {
  const { t } = useTranslation(['operations', 'components']);
  const fmt = useFormatters();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Keeps showing the last checkpoint while the dialog fades out.
  const [shown, setShown] = useState(checkpoint);
  if (checkpoint !== null && checkpoint.key !== shown?.key) setShown(checkpoint);
  const query = useCheckpointHistory(departureId, shown?.key ?? null, checkpoint !== null);
  const title = shown ? localize(query.data?.title ?? shown.title, fmt.locale) : '';
  return (
    <Dialog
      open={checkpoint !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('tripDay.history.title', { checkpoint: title })}
      </DialogTitle>
      <DialogContent dividers>
        <LiveView query={query} what="checkpoint history">
          {(history) => <HistoryList history={history} />}
        </LiveView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tripDay.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
