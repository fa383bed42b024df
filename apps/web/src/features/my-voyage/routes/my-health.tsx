import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMyHealthRecord } from '../api/my-health-record.ts';
import { AddendaSection } from '../components/health/addenda-section.tsx';
import { ChoiceSections } from '../components/health/choice-sections.tsx';
import { ConsentSection } from '../components/health/consent-section.tsx';
import { ContactsSection } from '../components/health/contacts-section.tsx';
import { AllergiesSection, MedicinesSection } from '../components/health/list-sections.tsx';

/**
 * `/my-voyage/:travellerId/health`: the child's health and emergency record, one section at a time, each saved
 * on its own; read-only once frozen, with a change sent to the health lead instead (docs/product/health.md).
 */
export default function MyHealthScreen() {
  const { t } = useTranslation(['myVoyage', 'common']);
  const { travellerId = '' } = useParams();
  const health = useMyHealthRecord(travellerId);
  const format = useFormatters();
  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Button component={RouterLink} to={paths.myVoyage.href()} sx={{ mb: 1 }}>
        {t('health.back')}
      </Button>
      <Typography variant="h2" component="h1">
        {t('common:titles.myHealth')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{t('health.formLead')}</Typography>
      <QueryState query={health} what="health record" skeleton={<DetailSkeleton lines={8} />}>
        {({ record, consent, frozen, freezesOn }) => (
          <Stack spacing={3}>
            {frozen ? (
              <Alert severity="info">{t('health.frozenNote')}</Alert>
            ) : (
              <Alert severity="info">{t('health.freezesOn', { date: format.date(freezesOn) })}</Alert>
            )}
            {frozen ? <AddendaSection travellerId={travellerId} /> : null}
            <AllergiesSection travellerId={travellerId} record={record} readOnly={frozen} />
            <MedicinesSection travellerId={travellerId} record={record} readOnly={frozen} />
            <ChoiceSections travellerId={travellerId} record={record} readOnly={frozen} />
            <ContactsSection travellerId={travellerId} record={record} readOnly={frozen} />
            <ConsentSection travellerId={travellerId} consent={consent} readOnly={frozen} />
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
