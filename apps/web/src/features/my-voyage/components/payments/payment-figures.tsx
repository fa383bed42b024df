import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentPicture } from '@voyage/domain';
import { useFormatters } from '../../../../components/data/use-formatters.ts';

export type PaymentTotals = Pick<PaymentPicture, 'totalCents' | 'receivedCents' | 'processingCents' | 'toPayCents'>;

/** The four sums of a traveller's (or a family's) money: two columns on phones, four in a row where there is room. */
export function PaymentFigures({ totals }: { totals: PaymentTotals }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const figures = [
    { key: 'total', label: t('payment.total'), cents: totals.totalCents },
    { key: 'received', label: t('payment.received'), cents: totals.receivedCents },
    { key: 'processing', label: t('payment.processing'), cents: totals.processingCents },
    { key: 'toPay', label: t('payment.toPay'), cents: totals.toPayCents },
  ] as const;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.key}
          sx={{
            p: 1.5,
            border: 1,
            borderColor: figure.key === 'toPay' ? 'primary.main' : 'divider',
            borderRadius: 1,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            variant="h4"
            sx={{ m: 0, mt: 0.5, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {fmt.euro(figure.cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
