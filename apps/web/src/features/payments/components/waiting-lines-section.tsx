import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { WaitingStatementLine } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { waitingLinesQuery } from '../api/statements.ts';
import { DecideLineDialog } from './decide-line-dialog.tsx';
import { StatementLineCards } from './statement-line-cards.tsx';
import { lineWhy } from './statement-preview-table.tsx';

/** The statement lines waiting for staff (not matched, or only suggested), under the payments queue. */
export function WaitingLinesSection({ tripId }: { tripId: number }) {
  const { t } = useTranslation('payments');
  const fmt = useFormatters();
  const { data: lines } = useQuery(waitingLinesQuery(tripId));
  const [deciding, setDeciding] = useState<WaitingStatementLine | null>(null);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!lines || lines.length === 0) return null;
  const decideButton = (line: WaitingStatementLine) => (
    <Button
      size="small"
      onClick={() => setDeciding(line)}
      sx={{ justifySelf: 'start' }}
      // Each row's button says which line it decides, for whoever hears the list rather than sees it.
      aria-label={t('statements.waiting.decideLine', {
        action: t('statements.waiting.decide'),
        amount: fmt.euro(line.amountCents),
        date: line.bookingDate ? fmt.date(line.bookingDate) : '',
      })}
    >
      {t('statements.waiting.decide')}
    </Button>
  );
  const why = (line: WaitingStatementLine) => lineWhy(t, { why: null, suggestions: line.suggestions });
  return (
    <section aria-labelledby="waiting-lines-title">
      <Typography id="waiting-lines-title" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('statements.waiting.title', { count: lines.length })}
      </Typography>
      {isPhone ? (
        <StatementLineCards
          label={t('statements.waiting.title', { count: lines.length })}
          cards={lines.map((line) => ({
            key: line.id,
            title: fmt.euro(line.amountCents),
            facts: [
              { label: t('statements.columns.date'), value: line.bookingDate ? fmt.date(line.bookingDate) : '' },
              { label: t('statements.columns.payer'), value: line.payerName ?? '' },
              { label: t('statements.columns.reference'), value: line.reference ?? line.text },
              { label: t('statements.columns.why'), value: why(line) },
            ],
            action: decideButton(line),
          }))}
        />
      ) : (
        <Table size="small" aria-labelledby="waiting-lines-title">
          <TableHead>
            <TableRow>
              {(['date', 'amount', 'payer', 'reference', 'why'] as const).map((column) => (
                <TableCell key={column}>{t(`statements.columns.${column}`)}</TableCell>
              ))}
              <TableCell>{t('statements.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {line.bookingDate ? fmt.date(line.bookingDate) : ''}
                </TableCell>
                <TableCell align="right">{fmt.euro(line.amountCents)}</TableCell>
                <TableCell>{line.payerName ?? ''}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{line.reference ?? line.text}</TableCell>
                <TableCell>{why(line)}</TableCell>
                <TableCell>{decideButton(line)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {deciding && <DecideLineDialog tripId={tripId} line={deciding} onClose={() => setDeciding(null)} />}
    </section>
  );
}
