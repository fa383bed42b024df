import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminTraveller, ErasureResult, ErasureScope } from '@voyage/domain';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { Section } from '../../../components/data/section.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { api } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useErasureRequests } from '../../../lib/api/get-erasure-requests.ts';
import { erasureRequestKeys } from '../../../lib/api/query-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { useForgetRegistration } from '../api/refresh-registrations.ts';

/**
 * The registration's data rights as staff carry them out (docs/product/data-rights.md#erasure): the family's
 * request if there is one, and Erase data…, confirmed in a dialog, for this registration or the family's.
 */
export function ErasureSection({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const requests = useErasureRequests(traveller.tripId);
  const request = requests.data?.find((row) => row.travellerId === traveller.id);
  const [isOpen, setOpen] = useState(false);
  return (
    <Section title={t('erasure.title')}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {request ? (
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            {t(request.scope === 'family' ? 'erasure.requestedFamily' : 'erasure.requestedTraveller', {
              date: fmt.day(request.requestedAt),
              count: request.registrations,
            })}
          </Alert>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('erasure.none')}</Typography>
        )}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('erasure.open')}
        </Button>
      </Stack>
      <EraseDialog
        open={isOpen}
        traveller={traveller}
        initialScope={request?.scope ?? 'traveller'}
        onClose={() => setOpen(false)}
      />
    </Section>
  );
}

type EraseDialogProps = { open: boolean; traveller: AdminTraveller; initialScope: ErasureScope; onClose(): void };

function EraseDialog({ open, traveller, initialScope, onClose }: EraseDialogProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const forget = useForgetRegistration();
  const [scope, setScope] = useState<ErasureScope>(initialScope);
  const erase = useMutation({
    mutationFn: (chosen: ErasureScope) =>
      api.post<ErasureResult>(`api/admin/travellers/${encodeURIComponent(traveller.id)}/erase`, { scope: chosen }),
    onSuccess: async () => {
      onClose();
      await navigate(paths.registrations.href());
      await Promise.all([forget(traveller.id), queryClient.invalidateQueries({ queryKey: erasureRequestKeys.all })]);
    },
  });
  const close = () => {
    erase.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancel')}
      open={open}
      title={t('erasure.dialogTitle', { name: travellerName(traveller) })}
      description={t('erasure.dialogBody')}
      confirmLabel={t('erasure.confirm')}
      confirmColor="error"
      isPending={erase.isPending}
      failure={erase.error ? apiErrorMessage(t, erase.error) : null}
      onClose={close}
      onConfirm={() => erase.mutate(scope)}
    >
      <RadioGroup
        aria-label={t('erasure.which')}
        value={scope}
        onChange={(event) => setScope(event.target.value as ErasureScope)}
        sx={{ mt: 2 }}
      >
        <FormControlLabel value="traveller" control={<Radio />} label={t('erasure.scopeTraveller')} />
        <FormControlLabel
          value="family"
          control={<Radio />}
          label={t('erasure.scopeFamily', { email: traveller.guardianEmail })}
          // A long e-mail address breaks within the dialog on a phone rather than running out of it.
          sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
        />
      </RadioGroup>
    </ConfirmDialog>
  );
}
