import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAnswerOffer, useMyWaitingEntry } from '../api/my-waiting-list.ts';
import { familyName } from './family-name.ts';
import { VoyageCard } from './voyage-card.tsx';

type Answer = 'accept' | 'decline';

/**
 * A registration on the trip's waiting list (docs/product/places.md#waiting-list): its position while it
 * waits; once a place is offered, the deadline and the family's answer, each asked again before it is sent;
 * then what became of the offer.
 */
export function WaitingListPanel({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const entry = useMyWaitingEntry(traveller.id);
  const answerOffer = useAnswerOffer();
  const [asking, setAsking] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!entry || entry.state === 'withdrawn') return null;
  const name = familyName(traveller);

  const confirm = async (answer: Answer) => {
    setFailure(null);
    try {
      await answerOffer.mutateAsync({ id: traveller.id, answer });
      setAsking(null);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };

  return (
    <VoyageCard title={t('waitingList.title')}>
      <Stack spacing={2}>
        {entry.state === 'waiting' ? (
          <>
            <Typography variant="h6" component="p">
              {t('waitingList.position', { position: entry.position })}
            </Typography>
            <Typography>{t('waitingList.waiting', { name })}</Typography>
          </>
        ) : null}
        {entry.state === 'offered' && entry.expiresAt ? (
          <>
            <Alert severity="success">{t('waitingList.offered', { name })}</Alert>
            <Typography>{t('waitingList.deadline', { deadline: fmt.dateTime(entry.expiresAt) })}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" onClick={() => setAsking('accept')}>
                {t('waitingList.accept')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setAsking('decline')}>
                {t('waitingList.decline')}
              </Button>
            </Stack>
          </>
        ) : null}
        {entry.state === 'accepted' || entry.state === 'declined' || entry.state === 'expired' ? (
          <Typography>{t(`waitingList.${entry.state}`, { name })}</Typography>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        layout="question"
        title={t(asking === 'decline' ? 'waitingList.declineTitle' : 'waitingList.acceptTitle', { name })}
        description={
          <DialogContentText>
            {t(asking === 'decline' ? 'waitingList.declineBody' : 'waitingList.acceptBody')}
          </DialogContentText>
        }
        confirmLabel={t(asking === 'decline' ? 'waitingList.declineConfirm' : 'waitingList.acceptConfirm')}
        cancelLabel={t('waitingList.back')}
        confirmColor={asking === 'decline' ? 'error' : 'primary'}
        isPending={answerOffer.isPending}
        failure={failure}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm(asking ?? 'accept')}
      />
    </VoyageCard>
  );
}
