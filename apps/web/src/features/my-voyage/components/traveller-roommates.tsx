import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfirmRoommate } from '../api/confirm-roommate.ts';
import { useMyRoommates } from '../api/get-my-roommates.ts';
import { useWithdrawRoommate } from '../api/withdraw-roommate.ts';
import { VoyageCard } from './voyage-card.tsx';

const lineSx = {
  px: 0,
  py: 1,
  gap: 1,
  flexWrap: 'wrap',
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0 },
} as const;

/**
 * The roommates of a live registration (docs/product/my-voyage.md#roommates): each name the family typed,
 * "together" once that child names them back and "asked" until then (the same whether or not the name
 * matches a registration), with a way to withdraw it; and the schoolmates asking for this child, to confirm.
 */
export function TravellerRoommates({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const roommates = useMyRoommates(traveller.id);
  const withdraw = useWithdrawRoommate(traveller.id);
  const confirm = useConfirmRoommate(traveller.id);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (change: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await change();
      setWithdrawing(null);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };

  const data = roommates.data;
  return (
    <VoyageCard title={t('roommates.title')}>
      {!data ? (
        <Skeleton variant="rounded" height={96} />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('roommates.lead')}</Typography>
          {failure && withdrawing === null ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {data.named.length === 0 ? (
            <Typography>{t('roommates.none')}</Typography>
          ) : (
            <List disablePadding aria-label={t('roommates.named')}>
              {data.named.map(({ name, together }) => (
                <ListItem key={name} sx={lineSx}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 12rem' }}>{name}</Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={together ? 'success' : 'default'}
                    label={t(together ? 'roommates.together' : 'roommates.asked')}
                  />
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      setFailure(null);
                      setWithdrawing(name);
                    }}
                  >
                    {t('roommates.withdraw')}
                  </Button>
                </ListItem>
              ))}
            </List>
          )}
          {data.requests.length > 0 ? (
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('roommates.requests')}
              </Typography>
              <List disablePadding>
                {data.requests.map((request) => (
                  <ListItem key={request.id} sx={lineSx}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                      {request.name}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      loading={confirm.isPending && confirm.variables === request.id}
                      disabled={confirm.isPending}
                      onClick={() => void run(() => confirm.mutateAsync(request.id))}
                      aria-label={t('roommates.confirmLabel', { name: request.name })}
                    >
                      {t('roommates.confirm')}
                    </Button>
                  </ListItem>
                ))}
              </List>
            </Stack>
          ) : null}
        </Stack>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        layout="question"
        title={t('roommates.withdrawTitle', { name: withdrawing ?? '' })}
        description={t('roommates.withdrawBody')}
        confirmLabel={t('roommates.withdraw')}
        cancelLabel={t('roommates.keep')}
        confirmColor="error"
        isPending={withdraw.isPending}
        failure={withdrawing !== null ? failure : null}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => void (withdrawing !== null && run(() => withdraw.mutateAsync(withdrawing)))}
      />
    </VoyageCard>
  );
}
