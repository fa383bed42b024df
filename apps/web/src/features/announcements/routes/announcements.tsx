import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { useAnnouncements } from '../api/announcements.ts';
import { AnnouncementDialog } from '../components/announcement-dialog.tsx';
import { AnnouncementFormCard } from '../components/announcement-form.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';

/** `/admin/announcements`: write to families, see who will receive it, and follow each e-mail (docs/product/announcements.md). */
export default function AnnouncementsScreen() {
  const { t } = useTranslation(['announcements', 'common']);
  const { tripId } = useSelectedTrip();
  const departures = useDepartures(tripId).data ?? [];
  const schools = useSchools(tripId).data ?? [];
  const list = useAnnouncements(tripId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Container maxWidth="lg" disableGutters sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeader title={t('common:titles.announcements')} />
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('lead')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('form.title')}
        </Typography>
        <AnnouncementFormCard tripId={tripId} departures={departures} schools={schools} />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('list.title')}
      </Typography>
      <QueryState query={list} what="announcements" skeleton={<DetailSkeleton lines={4} />}>
        {(rows) => <AnnouncementList announcements={rows} departures={departures} schools={schools} onOpen={setOpen} />}
      </QueryState>
      <AnnouncementDialog id={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
