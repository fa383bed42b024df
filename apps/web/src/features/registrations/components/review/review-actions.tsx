import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import type { AdminTraveller } from '@voyage/domain';
import { Section } from '../../../../components/data/section.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { useReviewRegistration, type ReviewAction, type ReviewCall } from '../../api/review-registration.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { ConsentDeadlineDialog } from '../consent-deadline-dialog.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { RestoreDialog } from './restore-dialog.tsx';
import { currentStatusOf, reviewFailure } from './review-failure.ts';
import { refusedForPlaces } from './put-on-waiting-list.tsx';
import { useDecisionOutcome, DecisionOutcome, OutcomeAlert } from '../../../../components/review/decision-outcome.tsx';

/**
 * What staff may do with the registration in its status (docs/product/admin.md#review): each action asks in
 * a dialog, then says what happened here, where the focus goes, while the screen reloads the new state.
 */
export function ReviewActions({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const review = useReviewRegistration(traveller.id);
  const [open, setOpen] = useState<ReviewAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // An approval refused for lack of a place: the dialog says why and offers the waiting list.
  const [placesRefusal, setPlacesRefusal] = useState<string | null>(null);
  const { outcome, outcomeRef, show, onExited } = useDecisionOutcome();

  const openDialog = (action: ReviewAction) => {
    setFailure(null);
    setPlacesRefusal(null);
    setOpen(action);
  };
  const succeeded = (call: ReviewCall): string => {
    if (call.action === 'restore') {
      return t('review.done.restore', { status: t(`status.${traveller.statusBeforeDeletion ?? 'pending'}`) });
    }
    if (call.action === 'consent-deadline') return t('review.done.consent-deadline', { date: fmt.date(call.deadline) });
    return t(`review.done.${call.action}`);
  };
  const run = async (call: ReviewCall) => {
    setFailure(null);
    setPlacesRefusal(null);
    try {
      await review.mutateAsync(call);
      show({ severity: 'success', text: succeeded(call) });
      setOpen(null);
    } catch (error) {
      // Someone else changed it: the dialog no longer applies; the screen now shows the new state.
      if (currentStatusOf(error)) {
        show({ severity: 'error', text: reviewFailure(t, error) });
        setOpen(null);
      } else if (call.action === 'approve' && refusedForPlaces(error)) {
        setPlacesRefusal(reviewFailure(t, error));
      } else {
        setFailure(reviewFailure(t, error));
      }
    }
  };
  const dialogProps = {
    traveller,
    isPending: review.isPending,
    failure,
    onClose: () => setOpen(null),
    onConfirm: (call: ReviewCall) => void run(call),
    // The button that opened the dialog may be gone: the focus moves to what happened instead.
    onExited: onExited,
  };

  const { status } = traveller;
  return (
    <Section title={t('review.title')}>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {status === 'deleted'
          ? t('review.hint.deleted', { status: t(`status.${traveller.statusBeforeDeletion ?? 'pending'}`) })
          : t(`review.hint.${status}`)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {status === 'pending' ? (
          <>
            <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => openDialog('approve')}>
              {t('review.approve')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => openDialog('reject')}>
              {t('review.reject')}
            </Button>
          </>
        ) : null}
        {status === 'approved' && traveller.consentDeadline !== null ? (
          <Button variant="outlined" startIcon={<EventOutlinedIcon />} onClick={() => openDialog('consent-deadline')}>
            {t('review.extendDeadline')}
          </Button>
        ) : null}
        {status === 'approved' ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<EventBusyOutlinedIcon />}
            onClick={() => openDialog('cancel')}
          >
            {t('review.cancelRegistration')}
          </Button>
        ) : null}
        {status === 'deleted' ? (
          <Button variant="contained" startIcon={<RestoreIcon />} onClick={() => openDialog('restore')}>
            {t('review.restore')}
          </Button>
        ) : (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => openDialog('delete')}>
            {t('review.delete')}
          </Button>
        )}
      </Stack>
      <DecisionOutcome outcomeRef={outcomeRef} isBelow>
        {outcome ? <OutcomeAlert outcome={outcome} /> : null}
      </DecisionOutcome>
      <ApproveDialog
        {...dialogProps}
        open={open === 'approve'}
        placesRefusal={placesRefusal}
        onPutOnWaitingList={(put) => {
          show({ severity: 'success', text: t('review.waitingList.done', { position: put.waitingListPosition }) });
          setOpen(null);
        }}
      />
      <RejectDialog {...dialogProps} open={open === 'reject'} />
      <DeleteDialog {...dialogProps} open={open === 'delete'} />
      <CancelDialog {...dialogProps} open={open === 'cancel'} />
      <RestoreDialog {...dialogProps} open={open === 'restore'} />
      {traveller.consentDeadline !== null ? (
        <ConsentDeadlineDialog {...dialogProps} open={open === 'consent-deadline'} />
      ) : null}
    </Section>
  );
}
