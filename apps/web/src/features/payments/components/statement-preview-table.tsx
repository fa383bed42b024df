import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { StatementPreviewLine } from '@voyage/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { StatementLineCards } from './statement-line-cards.tsx';

type WhyKey = 'statements.why.debit';

/**
 * Why a line is in its state, in words: the reason of an ignored or error line, the first suggestion's, or,
 * for a line not matched (a waiting line without a state given), that nothing in it names a traveller.
 */
export function lineWhy(
  t: TFunction<'payments'>,
  line: Pick<StatementPreviewLine, 'why' | 'suggestions'> & { state?: StatementPreviewLine['state'] },
) {
  if (line.why) return t(`statements.why.${line.why}` as WhyKey);
  const [first] = line.suggestions;
  if (first) return t(`statements.why.${first.why}` as WhyKey, { name: first.travellerName });
  return line.state === undefined || line.state === 'not-matched' ? t('statements.why.none') : '';
}

/** The preview of a statement: one row a line, with its state, date, amount, payer, reference, traveller and why. */
export function StatementPreviewTable({ lines }: { lines: StatementPreviewLine[] }) {
  const { t } = useTranslation('payments');
  const fmt = useFormatters();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const amount = (line: StatementPreviewLine) =>
    `${line.direction === 'debit' ? '−' : ''}${
      line.currency === 'EUR' ? fmt.euro(line.amountCents) : `${line.amountCents / 100} ${line.currency}`
    }`;
  const traveller = (line: StatementPreviewLine) => line.travellerName ?? line.suggestions[0]?.travellerName ?? '';
  if (isPhone) {
    return (
      <StatementLineCards
        label={t('statements.previewTable')}
        cards={lines.map((line) => ({
          key: line.position,
          title: `${amount(line)} · ${t(`statements.states.${line.state}`)}`,
          facts: [
            { label: t('statements.columns.date'), value: line.bookingDate ? fmt.date(line.bookingDate) : '' },
            { label: t('statements.columns.payer'), value: line.payerName ?? '' },
            { label: t('statements.columns.reference'), value: line.reference ?? line.text },
            { label: t('statements.columns.traveller'), value: traveller(line) },
            { label: t('statements.columns.why'), value: lineWhy(t, line) },
          ],
        }))}
      />
    );
  }
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={t('statements.previewTable')}>
        <TableHead>
          <TableRow>
            {(['state', 'date', 'amount', 'payer', 'reference', 'traveller', 'why'] as const).map((column) => (
              <TableCell key={column}>{t(`statements.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.position}>
              <TableCell>{t(`statements.states.${line.state}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.bookingDate ? fmt.date(line.bookingDate) : ''}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amount(line)}
              </TableCell>
              <TableCell>{line.payerName ?? ''}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{line.reference ?? line.text}</TableCell>
              <TableCell>{traveller(line)}</TableCell>
              <TableCell>{lineWhy(t, line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
