import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useMyTravellers } from '../api/get-my-travellers.ts';
import { FamilyPayments } from '../components/payments/family-payments.tsx';
import { NoRegistrations } from '../components/no-registrations.tsx';
import { TravellerSelector } from '../components/traveller-selector.tsx';
import { TravellerVoyage } from '../components/traveller-voyage.tsx';
import { useSelectedTraveller } from '../hooks/use-selected-traveller.ts';

function MyTravellers({ travellers }: { travellers: readonly Traveller[] }) {
  const { selected, select } = useSelectedTraveller(travellers);
  if (!selected) return <NoRegistrations />;
  return (
    <Stack spacing={3}>
      <FamilyPayments travellers={travellers} />
      {travellers.length > 1 ? (
        <TravellerSelector travellers={travellers} selectedId={selected.id} onSelect={select} />
      ) : null}
      <TravellerVoyage key={selected.id} traveller={selected} />
    </Stack>
  );
}

/** `/my-voyage`: the family's registration(s): the traveller, what happens next, payment, documents. */
export default function MyVoyageScreen() {
  const { t } = useTranslation(['myVoyage', 'common']);
  const travellers = useMyTravellers();
  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h2" component="h1">
        {t('common:titles.myVoyage')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{t('lead')}</Typography>
      <QueryState query={travellers} what="my travellers" skeleton={<DetailSkeleton lines={10} />}>
        {(rows) => <MyTravellers travellers={rows} />}
      </QueryState>
    </Container>
  );
}
