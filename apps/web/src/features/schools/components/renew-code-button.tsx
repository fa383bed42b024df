import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { School } from '@voyage/domain';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { renewRegistrationCode, useRefreshTripOperations } from '../../../entities/trips/api/trip-operations.ts';

/**
 * A new registration code for the school (docs/product/schools-and-departures.md#registration-code), asked
 * first: the old code stops working at once.
 */
export function RenewCodeButton({ school, onRenewed }: { school: School; onRenewed(code: string): void }) {
  const { t } = useTranslation(['operations', 'common', 'admin']);
  const refresh = useRefreshTripOperations();
  const [open, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      const renewed = await renewRegistrationCode(school.id, { expectedUpdatedAt: school.updatedAt });
      await refresh();
      setOpen(false);
      onRenewed(renewed.registrationCode);
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 409 ? t('schoolForm.conflict') : apiErrorMessage(t, error),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AutorenewIcon />}
        aria-label={t('code.renewLabel')}
        onClick={() => setOpen(true)}
      >
        {t('code.renew')}
      </Button>
      <ConfirmDialog
        cancelLabel={t('admin:review.cancel')}
        open={open}
        title={t('code.confirmTitle')}
        description={t('code.confirmBody', { code: school.registrationCode })}
        confirmLabel={t('code.confirm')}
        confirmColor="warning"
        isPending={isPending}
        failure={failure}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
