import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnnouncementAudience, AnnouncementSummary, Departure, School } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';

type Names = { departures: readonly Departure[]; schools: readonly School[] };

/** The audience in words: the whole trip, a departure or school by name, or a departure's missing item. */
export function useAudienceText({ departures, schools }: Names) {
  const { t, i18n } = useTranslation(['announcements', 'components']);
  const departureName = (id: number) => {
    const departure = departures.find((candidate) => candidate.id === id);
    return departure ? localize(departure.label, i18n.language) : `#${id}`;
  };
  return (audience: AnnouncementAudience): string => {
    switch (audience.kind) {
      case 'trip':
        return t('audience.trip');
      case 'departure':
        return t('list.toDeparture', { name: departureName(audience.departureId) });
      case 'school':
        return t('list.toSchool', {
          name: schools.find((school) => school.id === audience.schoolId)?.name ?? `#${audience.schoolId}`,
        });
      case 'readiness':
        return t('list.toReadiness', {
          name: departureName(audience.departureId),
          item: t(`components:checklist.board.items.${audience.item}`),
        });
    }
  };
}

type ListProps = Names & { announcements: readonly AnnouncementSummary[]; onOpen: (id: string) => void };

/** The trip's announcements, newest first: subject, audience, when, and how many e-mails are in each state. */
export function AnnouncementList({ announcements, onOpen, ...names }: ListProps) {
  const { t, i18n } = useTranslation('announcements');
  const fmt = useFormatters();
  const audienceText = useAudienceText(names);
  if (announcements.length === 0) return <Typography color="text.secondary">{t('list.none')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {announcements.map((announcement) => (
        <Box
          component="li"
          key={announcement.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{localize(announcement.subject, i18n.language)}</Typography>
            <Typography variant="body2">{audienceText(announcement.audience)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {announcement.status === 'scheduled' && announcement.sendAt
                ? t('list.scheduledFor', { date: fmt.dateTime(announcement.sendAt) })
                : announcement.sentAt
                  ? t('list.sentOn', { date: fmt.dateTime(announcement.sentAt) })
                  : t('list.cancelled')}
            </Typography>
            {announcement.status === 'sent' ? (
              <Typography variant="body2">
                {t('list.counts', { count: announcement.recipients, ...announcement.counts })}
              </Typography>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={t(`status.${announcement.status}`)} />
            <Button size="small" onClick={() => onOpen(announcement.id)}>
              {t('list.open')}
            </Button>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
