import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { reasonSchema } from '@voyage/domain';
import { ReasonField } from '../../../../components/common/form/reason-field.tsx';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import type { ReviewDialogProps } from './approve-dialog.tsx';

const deleteFormSchema = z.object({ reason: reasonSchema });
type DeleteForm = z.input<typeof deleteFormSchema>;

/** Deleting is soft and needs a reason, which only staff read. */
export function DeleteDialog({ traveller, onConfirm, ...dialog }: ReviewDialogProps) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, reset } = useForm<DeleteForm, unknown, z.output<typeof deleteFormSchema>>({
    resolver: zodResolver(deleteFormSchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (dialog.open) reset({ reason: '' });
  }, [dialog.open, reset]);
  const submit = handleSubmit(({ reason }) =>
    onConfirm({ action: 'delete', expectedStatus: traveller.status, reason }),
  );
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancel')}
      {...dialog}
      title={t('review.deleteDialog.title')}
      description={t('review.deleteDialog.body', { name: travellerName(traveller) })}
      confirmLabel={t('review.deleteDialog.confirm')}
      confirmColor="error"
      onConfirm={() => void submit()}
    >
      <Box sx={{ mt: 2 }}>
        <ReasonField<DeleteForm>
          control={control}
          name="reason"
          label={t('review.deleteDialog.reasonLabel')}
          autoFocus
        />
      </Box>
    </ConfirmDialog>
  );
}
