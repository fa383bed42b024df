import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useMyMessages } from '../api/get-my-messages.ts';
import { MessagesList } from '../components/messages-list.tsx';

/** `/my-voyage/messages`: the e-mails the product sent to the family's address, so nothing seems lost. */
export default function MyMessagesScreen() {
  const { t } = useTranslation(['myVoyage', 'common']);
  const messages = useMyMessages();
  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h2" component="h1">
        {t('common:titles.myMessages')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{t('messages.lead')}</Typography>
      <QueryState query={messages} what="my messages" skeleton={<DetailSkeleton lines={6} />}>
        {(rows) => <MessagesList messages={rows} />}
      </QueryState>
    </Container>
  );
}
