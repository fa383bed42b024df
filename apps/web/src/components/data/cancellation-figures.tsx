import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CancellationMoney } from '@voyage/domain';
import { useFormatters } from './use-formatters.ts';

/** The words of the figures, in the reader's terms (the family's "Refunded to you", staff's "Owed back"). */
export type CancellationFiguresTexts = {
  title: string;
  loading: string;
  unknown: string;
  nothingPaid: string;
  paid: string;
  kept: string;
  refund: string;
  whereTo: string;
  noRefund: string;
};

type CancellationFiguresProps = {
  money: Pick<UseQueryResult<CancellationMoney>, 'isPending' | 'isError' | 'data'>;
  texts: CancellationFiguresTexts;
};

/**
 * What a cancellation today keeps and owes back (docs/product/payments.md#refunds), before anyone confirms it:
 * what was paid, what the trip's cancellation terms keep, what goes back to the paying account. The family's
 * withdraw dialog and staff's cancel dialog show the same figures, read from the API.
 */
export function CancellationFigures({ money, texts }: CancellationFiguresProps) {
  const fmt = useFormatters();
  if (money.isPending) return <Typography color="text.secondary">{texts.loading}</Typography>;
  if (money.isError || !money.data) return <Alert severity="warning">{texts.unknown}</Alert>;
  const { paidCents, keptCents, refundCents } = money.data;
  if (paidCents === 0) return <Typography>{texts.nothingPaid}</Typography>;
  const rows = [
    [texts.paid, fmt.euro(paidCents)],
    [texts.kept, fmt.euro(keptCents)],
    [texts.refund, fmt.euro(refundCents)],
  ] as const;
  return (
    <Box component="section" aria-label={texts.title} sx={{ mb: 1.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {texts.title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {refundCents > 0 ? texts.whereTo : texts.noRefund}
      </Typography>
    </Box>
  );
}
