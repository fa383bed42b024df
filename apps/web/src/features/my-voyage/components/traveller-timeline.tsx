import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CANCELLATION_REASONS, type TimelineEntry } from '@voyage/domain';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { useMyTimeline } from '../api/get-my-timeline.ts';
import { VoyageCard } from './voyage-card.tsx';

/** The words under an event: a rejection's reason as staff gave it; a withdrawal needs none. */
function useReasonText() {
  const { t } = useTranslation('myVoyage');
  return (entry: TimelineEntry): string | null => {
    if (!entry.reason || entry.reason === CANCELLATION_REASONS.withdrawn) return null;
    if (entry.reason === CANCELLATION_REASONS.consentMissing) return t('timeline.consentMissing');
    return t('timeline.reason', { reason: entry.reason });
  };
}

/** Oldest first, as a story: a dot per event on one line down the side, the date under the event. */
function TimelineList({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation(['myVoyage', 'components']);
  const fmt = useFormatters();
  const reasonOf = useReasonText();
  if (entries.length === 0) return <Typography color="text.secondary">{t('timeline.none')}</Typography>;
  const inOrder = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {inOrder.map((entry, index) => {
        const reason = reasonOf(entry);
        const isLast = index === inOrder.length - 1;
        return (
          <Box
            component="li"
            key={`${index}-${entry.event}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: isLast ? 0 : 2,
              // The line joining the dots, then the dot itself.
              '&::before': isLast
                ? undefined
                : { content: '""', position: 'absolute', left: 5, top: 14, bottom: -2, width: 2, bgcolor: 'divider' },
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 0,
                top: 6,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: isLast ? 'primary.main' : 'background.paper',
                border: 2,
                borderColor: 'primary.main',
              },
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{t(`timeline.events.${entry.event}`)}</Typography>
            {entry.fields?.length ? (
              <Typography variant="body2">
                {entry.fields.map((field) => t(`components:correctableFields.${field}`)).join(', ')}
              </Typography>
            ) : null}
            {reason ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {reason}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** What happened to the registration, in the family's words: no staff names, no internal reasons. */
export function TravellerTimeline({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation('myVoyage');
  const timeline = useMyTimeline(travellerId);
  return (
    <VoyageCard title={t('timeline.title')}>
      <QueryState query={timeline} what="my timeline" skeleton={<DetailSkeleton lines={4} />}>
        {(entries) => <TimelineList entries={entries} />}
      </QueryState>
    </VoyageCard>
  );
}
