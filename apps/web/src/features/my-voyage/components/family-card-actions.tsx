import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Traveller } from '@voyage/domain';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { refreshMyVoyage, showTraveller } from '../api/show-traveller.ts';
import { useWithdrawFromTraveller } from '../api/withdraw-from-traveller.ts';

/** What an action did, said at the top of the card. */
export type CardNotice = { severity: 'success' | 'info' | 'warning'; text: string };

/** A card's words for taking back what the family sent. */
type WithdrawWords = { done: string; alreadyReviewed: string };

/**
 * What a My Voyage card that lists what the family sent (documents, payments) does around its dialogs: the notice
 * at its top, a withdrawal's failure, and the focus, which goes to the card's heading when the button that opened
 * a dialog is gone (the file sent is now Processing, or withdrawn).
 */
export function useFamilyCardActions(travellerId: string, what: 'documents' | 'payments') {
  const { t } = useTranslation('myVoyage');
  const withdrawal = useWithdrawFromTraveller(what);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<CardNotice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isHeadingNext = useRef(false);

  /**
   * Withdraws the document or payment `id`, then closes the question; a `409` (staff decided first) is said as
   * `alreadyReviewed` and closes it too, any other refusal stays in it.
   */
  const withdraw = async (id: string, words: WithdrawWords, close: () => void) => {
    setFailure(null);
    try {
      await withdrawal.mutateAsync({ travellerId, id });
      setNotice({ severity: 'info', text: words.done });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 409)) return setFailure(apiErrorMessage(t, error));
      setNotice({ severity: 'warning', text: words.alreadyReviewed });
    }
    // The button is gone with the Processing file: the focus goes to the card's heading.
    isHeadingNext.current = true;
    close();
  };

  return {
    notice,
    setNotice,
    failure,
    setFailure,
    headingRef,
    withdraw,
    isWithdrawing: withdrawal.isPending,
    /** The one being withdrawn, whose button waits. */
    withdrawingId: withdrawal.isPending ? (withdrawal.variables?.id ?? null) : null,
    /** The API's answer to an upload: the traveller shown at once, My Voyage read again, `text` said. */
    sent: (next: Traveller, text: string) => {
      showTraveller(queryClient, next);
      void refreshMyVoyage(queryClient);
      setNotice({ severity: 'success', text });
    },
    /** The family's data may be out of date: read My Voyage again. */
    refresh: () => void refreshMyVoyage(queryClient),
    /** An upload dialog's `onExited`: the button that opened it may be gone, so the heading takes the focus. */
    onUploadExited: () => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    },
    /** A withdraw question's `onExited`: after a withdrawal, the heading takes the focus. */
    onWithdrawExited: () => {
      if (!isHeadingNext.current) return;
      isHeadingNext.current = false;
      headingRef.current?.focus();
    },
  };
}

/** The notice at the top of a card, which the family may close. */
export function CardNoticeAlert({ notice, onClose }: { notice: CardNotice | null; onClose(): void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="status" onClose={onClose}>
      {notice.text}
    </Alert>
  );
}

type CardActionProps = {
  /** The sentence before the button. */
  hint: ReactNode;
  icon: ReactNode;
  label: string;
  onClick(): void;
};

/** A sentence and the button it leads to, side by side; on a phone the button takes the whole width below. */
export function CardAction({ hint, icon, label, onClick }: CardActionProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
      {hint}
      <Button variant="contained" startIcon={icon} onClick={onClick} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {label}
      </Button>
    </Box>
  );
}
