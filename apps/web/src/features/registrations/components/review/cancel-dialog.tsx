import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { reasonSchema } from '@voyage/domain';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import { ReasonField } from '../../../../components/common/form/reason-field.tsx';
import { CancellationFigures } from '../../../../components/data/cancellation-figures.tsx';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { useStaffCancellation } from '../../api/get-cancellation.ts';
import type { ReviewDialogProps } from './approve-dialog.tsx';

const cancelFormSchema = z.object({ reason: reasonSchema });
type CancelForm = z.input<typeof cancelFormSchema>;

const MONEY_TEXTS = [
  'title',
  'loading',
  'unknown',
  'nothingPaid',
  'paid',
  'kept',
  'refund',
  'whereTo',
  'noRefund',
] as const;

/**
 * Staff cancel an approved registration (docs/product/review.md#cancellation-by-staff): before they confirm,
 * what was paid, what the trip's cancellation terms keep today and what is owed back; the reason is the
 * family's to read, in the e-mail and on My Voyage.
 */
export function CancelDialog({ traveller, onConfirm, ...dialog }: ReviewDialogProps) {
  const { t } = useTranslation(['admin', 'components']);
  const money = useStaffCancellation(traveller.id, dialog.open);
  const { control, handleSubmit, reset } = useForm<CancelForm, unknown, z.output<typeof cancelFormSchema>>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (dialog.open) reset({ reason: '' });
  }, [dialog.open, reset]);
  const submit = handleSubmit(({ reason }) =>
    onConfirm({ action: 'cancel', expectedStatus: traveller.status, reason }),
  );
  const texts = Object.fromEntries(MONEY_TEXTS.map((key) => [key, t(`review.cancelDialog.money.${key}`)]));
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancelDialog.keep')}
      {...dialog}
      title={t('review.cancelDialog.title')}
      description={t('review.cancelDialog.body', {
        name: travellerName(traveller),
        language: t(`components:language.${traveller.language}`),
      })}
      confirmLabel={t('review.cancelDialog.confirm')}
      confirmColor="error"
      onConfirm={() => void submit()}
    >
      <Box sx={{ mt: 2 }}>
        <CancellationFigures money={money} texts={texts as Record<(typeof MONEY_TEXTS)[number], string>} />
        <ReasonField<CancelForm>
          control={control}
          name="reason"
          label={t('review.cancelDialog.reasonLabel')}
          helperText={t('review.cancelDialog.reasonHelp')}
        />
      </Box>
    </ConfirmDialog>
  );
}
