import { useTranslation } from 'react-i18next';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { ConfirmDialog } from '../../../../components/common/confirm-dialog.tsx';
import type { AdminTraveller } from '@voyage/domain';
import type { ReviewDialogProps } from './approve-dialog.tsx';

/** What restoring needs to know of a registration: a row of the deleted list will do. */
export type RestorableRegistration = Pick<
  AdminTraveller,
  'id' | 'firstName' | 'lastName' | 'status' | 'statusBeforeDeletion'
>;

/** Restoring puts a deleted registration back in the status it had. */
export function RestoreDialog({
  traveller,
  onConfirm,
  ...dialog
}: Omit<ReviewDialogProps, 'traveller'> & { traveller: RestorableRegistration }) {
  const { t } = useTranslation('admin');
  const status = traveller.statusBeforeDeletion ?? 'pending';
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancel')}
      {...dialog}
      title={t('review.restoreDialog.title')}
      description={t('review.restoreDialog.body', { name: travellerName(traveller), status: t(`status.${status}`) })}
      confirmLabel={t('review.restoreDialog.confirm')}
      onConfirm={() => onConfirm({ action: 'restore', expectedStatus: traveller.status })}
    />
  );
}
