import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FamilyReason, StaffChangeRequest } from '@voyage/domain';
import { DecisionOutcome, OutcomeAlert, type Outcome } from '../../components/review/decision-outcome.tsx';
import { useDecideChangeRequest } from './api/staff-change-requests.ts';
import { ChangeRequestCard } from './change-request-card.tsx';
import { RefuseChangeDialog } from './refuse-change-dialog.tsx';

type ChangeRequestListProps = {
  requests: readonly StaffChangeRequest[];
  /** The list's name, for a screen reader. */
  label: string;
  /** What it says with no request. */
  emptyMessage: string;
  /** On the trip's list: each traveller's name links to the registration of this trip. */
  tripId?: number;
  canDecide: boolean;
  /** After a decision (a screen showing the registration reads it again). */
  onDecided?(): void;
};

/**
 * Change requests as cards (docs/product/corrections.md#staff-decide), the refusal's dialog and what the last
 * decision did. The decided request's buttons are gone, so the focus moves to that sentence: at once after an
 * approval, once the dialog has faded out after a refusal. Kept on screen when the list empties, so the
 * sentence and the closing dialog stay.
 */
export function ChangeRequestList({
  requests,
  label,
  emptyMessage,
  tripId,
  canDecide,
  onDecided,
}: ChangeRequestListProps) {
  const { t } = useTranslation('admin');
  const refuse = useDecideChangeRequest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusing, setRefusing] = useState<StaffChangeRequest | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const isFocusDue = useRef(false);

  const say = (text: string) => {
    setOutcome({ severity: 'success', text });
    onDecided?.();
  };
  const approved = (text: string) => {
    say(text);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  const refused = async (request: StaffChangeRequest, reason: FamilyReason) => {
    await refuse.mutateAsync({ id: request.id, decision: { action: 'refuse', reason } });
    isFocusDue.current = true;
    setDialogOpen(false);
    say(t('changeRequests.refusedFor', { name: request.travellerName }));
  };

  return (
    <>
      <DecisionOutcome outcomeRef={outcomeRef}>{outcome ? <OutcomeAlert outcome={outcome} /> : null}</DecisionOutcome>
      {requests.length === 0 ? (
        <Typography color="text.secondary">{emptyMessage}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.map((request) => (
            <ChangeRequestCard
              key={request.id}
              request={request}
              tripId={tripId}
              canDecide={canDecide}
              onApproved={approved}
              onRefuse={() => {
                refuse.reset();
                setRefusing(request);
                setDialogOpen(true);
              }}
            />
          ))}
        </Stack>
      )}
      {refusing ? (
        <RefuseChangeDialog
          open={isDialogOpen}
          request={refusing}
          onClose={() => setDialogOpen(false)}
          onRefuse={(reason) => refused(refusing, reason)}
          onExited={() => {
            if (!isFocusDue.current) return;
            isFocusDue.current = false;
            outcomeRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
