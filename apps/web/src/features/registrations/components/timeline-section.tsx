import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffTimelineEntry, TimelineEvent } from '@voyage/domain';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useTimeline } from '../api/get-timeline.ts';
import { CheckList, CheckListItem } from './check-list.tsx';
import { statusReasonText } from './status-reason.ts';

/** With no member of staff named, these are the family's doing; the rest the product's own. */
const FAMILY_EVENTS: ReadonlySet<TimelineEvent> = new Set([
  'registered',
  'email-confirmed',
  'withdrawn',
  'consent-received',
  'payment-submitted',
  'payment-withdrawn',
  'document-submitted',
  'document-withdrawn',
  'corrected-by-family',
  'change-requested',
  'change-request-withdrawn',
]);

/** What happened to the registration, oldest first: what, when, who and why (docs/product/review.md#timeline). */
export function TimelineSection({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation('admin');
  const timeline = useTimeline(travellerId);
  return (
    <Section
      title={t('timeline.title')}
      actions={
        <Link component={RouterLink} to={paths.audit.href({ traveller: travellerId })} sx={{ fontWeight: 500 }}>
          {t('timeline.auditLink')}
        </Link>
      }
    >
      <QueryState
        query={timeline}
        what="timeline"
        skeleton={<DetailSkeleton lines={4} />}
        isEmpty={(entries) => entries.length === 0}
        emptyMessage={t('timeline.empty')}
      >
        {(entries) => (
          <CheckList ordered>
            {entries.map((entry, index) => (
              <CheckListItem key={`${entry.at}:${entry.event}:${index}`}>
                <TimelineRow entry={entry} />
              </CheckListItem>
            ))}
          </CheckList>
        )}
      </QueryState>
    </Section>
  );
}

function TimelineRow({ entry }: { entry: StaffTimelineEntry }) {
  const { t } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const event = t(`timeline.events.${entry.event}`);
  // A correction or a change request says which fields: "Corrected by the family: Phone, City".
  const eventText = entry.fields?.length
    ? t('timeline.withFields', {
        event,
        fields: entry.fields.map((field) => t(`components:correctableFields.${field}`)).join(', '),
      })
    : event;
  const actor =
    entry.actorName ??
    entry.actorEmail ??
    (FAMILY_EVENTS.has(entry.event) ? t('timeline.family') : t('timeline.system'));
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{eventText}</Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time> · {actor}
        </Typography>
      </Stack>
      {entry.reason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('timeline.reason', { reason: statusReasonText(t, entry.reason) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
