import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { OutboxMessage } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { OutboxStatusChip } from './outbox-status-chip.tsx';
import { failedHighlight } from './outbox-row.ts';

type OutboxTableProps = { messages: readonly OutboxMessage[]; onOpen(id: string): void };

/** The outbox on wide screens: one row per message, its subject opens it. */
export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const { t } = useTranslation('outbox');
  const format = useFormatters();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.to')}</TableCell>
            <TableCell>{t('columns.subject')}</TableCell>
            <TableCell>{t('columns.template')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.attempts')}</TableCell>
            <TableCell>{t('columns.lastError')}</TableCell>
            <TableCell>{t('columns.createdAt')}</TableCell>
            <TableCell>{t('columns.sentAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow key={message.id} sx={message.status === 'failed' ? failedHighlight : undefined}>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{message.to}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Link component="button" type="button" onClick={() => onOpen(message.id)} sx={{ textAlign: 'left' }}>
                  {message.subject}
                </Link>
              </TableCell>
              <TableCell>{t(`templates.${message.template}`, { defaultValue: message.template })}</TableCell>
              <TableCell>
                <OutboxStatusChip status={message.status} />
              </TableCell>
              <TableCell align="right">{format.number(message.attempts)}</TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{message.lastError ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(message.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{message.sentAt ? format.dateTime(message.sentAt) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
