import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  compactCreditorReference,
  formatCreditorReference,
  type BankDetails,
  type InstalmentStanding,
  type PaymentPicture,
  type Traveller,
} from '@voyage/domain';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { PriceSource } from '../../../../entities/payments/price-source.tsx';
import { localize } from '../../../../lib/localized.ts';
import { CopyDetails, type CopyItem } from './copy-details.tsx';
import { PaymentFigures } from './payment-figures.tsx';
import { VoyageCard } from '../voyage-card.tsx';

type PaymentInfoProps = {
  picture: PaymentPicture;
  bankDetails: BankDetails;
  /** The RF payment reference, null until approval (docs/product/payments.md#payment-reference). */
  paymentReference: string | null;
  /** The traveller's own price and why: named when it is not the trip's (docs/product/payments.md#family-prices). */
  price?: Traveller['price'];
};

/** "Overdue", in the error colour with an icon, so it does not rest on colour alone. */
export function OverdueMark({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('myVoyage');
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontWeight: 600 }}
    >
      <ErrorOutlineIcon fontSize="small" aria-hidden />
      {children ?? t('payment.overdue')}
    </Box>
  );
}

/** One instalment's state for the family: received, waiting for staff, or what is left of it (and overdue). */
function InstalmentState({ instalment }: { instalment: InstalmentStanding }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  if (instalment.remainingCents === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {instalment.receivedCents === instalment.amountCents
          ? t('payment.instalmentPaid')
          : t('payment.instalmentCovered')}
      </Typography>
    );
  }
  const left = t('payment.instalmentLeft', { amount: fmt.euro(instalment.remainingCents) });
  return instalment.overdue ? (
    <OverdueMark>{`${t('payment.overdue')} · ${left}`}</OverdueMark>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {left}
    </Typography>
  );
}

/**
 * Payment information for an approved traveller (docs/product/my-voyage.md#payment-information): the
 * price and what was received, is waiting for confirmation and is still to pay; the next instalment
 * (overdue in red, with an icon and the word); the bank details (the beneficiary verbatim, as the bank holds
 * it) and the RF payment reference, grouped in fours for reading and copied without spaces, each with a copy
 * button; the instalments of the plan and where each stands.
 */
export function PaymentInfo({ picture, bankDetails, paymentReference, price }: PaymentInfoProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const { next } = picture;
  const label = (instalment: InstalmentStanding) => localize(instalment.label, fmt.locale);
  const copyItems: CopyItem[] = [
    { field: 'beneficiary', label: t('payment.beneficiary'), value: bankDetails.beneficiary },
    {
      field: 'iban',
      label: t('payment.iban'),
      value: bankDetails.accountNumber,
      copyValue: bankDetails.accountNumber.replace(/\s+/g, ''),
    },
    { field: 'bank', label: t('payment.bank'), value: bankDetails.bank },
    { field: 'bic', label: t('payment.bic'), value: bankDetails.bic },
  ];
  if (paymentReference) {
    copyItems.push({
      field: 'reference',
      label: t('payment.reference'),
      value: formatCreditorReference(paymentReference),
      copyValue: compactCreditorReference(paymentReference),
    });
  }

  return (
    <VoyageCard title={t('payment.title')}>
      <Stack spacing={3}>
        <div>
          <PaymentFigures totals={picture} />
          {price ? <PriceSource price={price} hideTripPrice /> : null}
        </div>
        {next ? (
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('payment.next')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {t('payment.nextValue', {
                instalment: label(next),
                amount: fmt.euro(next.remainingCents),
                date: fmt.date(next.dueDate),
              })}
            </Typography>
            {next.overdue ? <OverdueMark /> : null}
          </div>
        ) : (
          <Alert severity={picture.processingCents > 0 ? 'info' : 'success'}>
            {picture.processingCents > 0
              ? t('payment.allReported', { amount: fmt.euro(picture.processingCents) })
              : t('payment.paidUp')}
          </Alert>
        )}
        <div>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            {t('payment.howTo')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('payment.lead')}</Typography>
          <CopyDetails items={copyItems} />
          {paymentReference ? null : (
            <Typography sx={{ mt: 1.5 }}>
              {t('payment.reference')}: {t('payment.referenceLater')}
            </Typography>
          )}
        </div>
        <div>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            {t('payment.plan')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {picture.instalments.map((instalment) => (
              <Box
                component="li"
                key={instalment.key}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  columnGap: 2,
                  rowGap: 0.25,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography component="span">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {label(instalment)}
                  </Box>
                  {' · '}
                  {t('payment.amountBy', {
                    amount: fmt.euro(instalment.amountCents),
                    date: fmt.date(instalment.dueDate),
                  })}
                </Typography>
                <InstalmentState instalment={instalment} />
              </Box>
            ))}
          </Stack>
        </div>
      </Stack>
    </VoyageCard>
  );
}
