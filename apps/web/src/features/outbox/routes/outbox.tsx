import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxCards } from '../components/outbox-cards.tsx';
import { OutboxMessageDialog } from '../components/outbox-message-dialog.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';

/** `/admin/outbox`: every e-mail the product wrote, newest first; without a mail server, where staff read them. */
export default function OutboxScreen() {
  const { t } = useTranslation(['outbox', 'exports']);
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const query = useOutbox();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              loading={query.isFetching && !query.isPending}
              onClick={() => void query.refetch()}
            >
              {t('refresh')}
            </Button>
            <ListExportMenu label={t('exports:messages')} path="admin/outbox" />
          </Stack>
        }
      />
      {query.data && !query.data.deliveryConfigured ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          <AlertTitle>{t('noDelivery.title')}</AlertTitle>
          {t('noDelivery.body')}
        </Alert>
      ) : null}
      <QueryState
        query={query}
        what="outbox"
        skeleton={<TableSkeleton />}
        isEmpty={(data) => data.messages.length === 0}
        emptyMessage={t('empty')}
      >
        {(data) =>
          isNarrow ? (
            <OutboxCards messages={data.messages} onOpen={setOpenId} />
          ) : (
            <OutboxTable messages={data.messages} onOpen={setOpenId} />
          )
        }
      </QueryState>
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
