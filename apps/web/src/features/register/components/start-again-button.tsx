import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { discardDraft } from '../api/discard-draft.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

type StartAgainButtonProps = {
  /** Stops anything still being saved, so it cannot come back after the draft is gone. */
  onBeforeDiscard?(): void | Promise<void>;
  onDiscarded(): void;
};

/** "Start again": asks first, then forgets the traveller's details and any uploaded document. */
export function StartAgainButton({ onBeforeDiscard, onDiscarded }: StartAgainButtonProps) {
  const { t } = useTranslation('register');
  const [isOpen, setIsOpen] = useState(false);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const bodyId = useId();

  const discard = async () => {
    setIsDiscarding(true);
    setFailure(null);
    try {
      await onBeforeDiscard?.();
      await discardDraft();
      setIsOpen(false);
      onDiscarded();
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    } finally {
      setIsDiscarding(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<RestartAltIcon />}
        onClick={() => setIsOpen(true)}
        sx={{ color: 'text.secondary' }}
      >
        {t('startAgain.open')}
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby={titleId} aria-describedby={bodyId}>
        <DialogTitle id={titleId}>{t('startAgain.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('startAgain.body')}</DialogContentText>
          <FormNotice notice={failure} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => setIsOpen(false)}>{t('startAgain.keep')}</Button>
          <Button color="error" variant="contained" loading={isDiscarding} onClick={() => void discard()}>
            {t('startAgain.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
