import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { offerOutOfTurnBodySchema, type OfferOutOfTurnBody, type StaffWaitingEntry } from '@voyage/domain';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { ReasonField } from '../../../components/common/form/reason-field.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useOfferOutOfTurn } from '../api/staff-waiting-list.ts';

type OfferForm = z.input<typeof offerOutOfTurnBodySchema>;

type OfferOutOfTurnDialogProps = {
  /** The entry offered a place; null while the dialog is closed. */
  entry: StaffWaitingEntry | null;
  onClose(): void;
  onOffered(entry: StaffWaitingEntry): void;
};

/**
 * "Offer now": a free place offered to someone further down the list, with the reason the audit log keeps
 * (docs/product/places.md#waiting-list). Refused when no place is free of other offers.
 */
export function OfferOutOfTurnDialog({ entry, onClose, onOffered }: OfferOutOfTurnDialogProps) {
  const { t } = useTranslation('admin');
  const offer = useOfferOutOfTurn();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<OfferForm, unknown, OfferOutOfTurnBody>({
    resolver: zodResolver(offerOutOfTurnBodySchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (entry) reset({ reason: '' });
  }, [entry, reset]);
  const submit = handleSubmit(async (body) => {
    if (!entry) return;
    setFailure(null);
    try {
      await offer.mutateAsync({ travellerId: entry.travellerId, body });
      onOffered(entry);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  });
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('waitingList.offerDialog.title')}
      description={t('waitingList.offerDialog.body', { name: entry ? travellerName(entry) : '' })}
      confirmLabel={t('waitingList.offerDialog.confirm')}
      cancelLabel={t('waitingList.offerDialog.cancel')}
      isPending={offer.isPending}
      failure={failure}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      onConfirm={() => void submit()}
    >
      <Box sx={{ mt: 2 }}>
        <ReasonField<OfferForm>
          control={control}
          name="reason"
          label={t('waitingList.offerDialog.reasonLabel')}
          autoFocus
        />
      </Box>
    </ConfirmDialog>
  );
}
