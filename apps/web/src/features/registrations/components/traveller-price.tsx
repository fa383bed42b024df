import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { customPriceFormSchema, type AdminTraveller, type CustomPrice } from '@voyage/domain';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { ReasonField } from '../../../components/common/form/reason-field.tsx';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { AmountField, amountText } from '../../../entities/payments/amount-field.tsx';
import { PriceSource } from '../../../entities/payments/price-source.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { ApiRequestError, api } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRefreshRegistrations } from '../api/refresh-registrations.ts';

type PriceForm = z.input<typeof customPriceFormSchema>;
type PriceValues = z.output<typeof customPriceFormSchema>;

/** `PUT` (a price with its reason) or `DELETE` (back to the family price) `api/admin/travellers/:id/price`. */
function useTravellerPrice(travellerId: string) {
  const refresh = useRefreshRegistrations();
  const url = `api/admin/travellers/${encodeURIComponent(travellerId)}/price`;
  return useMutation({
    mutationFn: (custom: CustomPrice | null) => (custom ? api.put(url, custom) : api.delete(url)),
    onSettled: () => refresh(),
  });
}

/** The dialog: the new price and, always, why (docs/product/payments.md#a-travellers-own-price). */
function SetPriceDialog({ traveller, open, onClose }: { traveller: AdminTraveller; open: boolean; onClose(): void }) {
  const { t } = useTranslation(['payments', 'common']);
  const fmt = useFormatters();
  const change = useTravellerPrice(traveller.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PriceForm, unknown, PriceValues>({
    resolver: zodResolver(customPriceFormSchema),
    defaultValues: { amount: amountText(traveller.price.priceCents, fmt.locale), reason: '' },
  });
  const fields = control as unknown as Control<PriceForm>;
  const submit = handleSubmit(async ({ amount, reason }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ cents: amount, reason });
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.code === 'PRICE_BELOW_PAID') {
        setError('amount', { type: 'server', message: t('common:errors.PRICE_BELOW_PAID') }, { shouldFocus: true });
        return;
      }
      if (!applyFieldErrors(error, setError, ['amount', 'reason'], { cents: 'amount' })) {
        setFailure(apiErrorMessage(t, error));
      }
    }
  });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      cancelLabel={t('dialog.cancel')}
      title={t('priceDialog.title')}
      description={t('priceDialog.body', { name: travellerName(traveller) })}
      confirmLabel={t('priceDialog.confirm')}
      isPending={formState.isSubmitting}
      failure={failure}
      onConfirm={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <AmountField<PriceForm> control={fields} name="amount" helperText={t('priceDialog.amountHint')} />
        <ReasonField<PriceForm>
          control={fields}
          name="reason"
          label={t('priceDialog.reasonLabel')}
          helperText={t('priceDialog.reasonHint')}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * The traveller's price on the registration detail: what it pays and why, the reason of a price staff set,
 * and the buttons to set one or to go back to the family price.
 */
export function TravellerPrice({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation(['payments', 'common']);
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const remove = useTravellerPrice(traveller.id);
  const isCustom = traveller.price.why === 'custom';
  if (traveller.status === 'deleted') return <PriceSource price={traveller.price} />;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <PriceSource price={traveller.price} />
      {isCustom && traveller.customPriceReason ? (
        <Typography variant="body2">{t('priceDialog.reasonShown', { reason: traveller.customPriceReason })}</Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          {t(isCustom ? 'priceDialog.change' : 'priceDialog.open')}
        </Button>
        {isCustom ? (
          <Button size="small" loading={remove.isPending} onClick={() => remove.mutate(null)}>
            {t('priceDialog.remove')}
          </Button>
        ) : null}
      </Stack>
      {remove.error ? (
        <Typography role="alert" color="error" variant="body2">
          {apiErrorMessage(t, remove.error)}
        </Typography>
      ) : null}
      <SetPriceDialog key={opening} traveller={traveller} open={isOpen} onClose={() => setOpen(false)} />
    </Stack>
  );
}
