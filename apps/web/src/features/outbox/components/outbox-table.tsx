import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { OutboxStatusChip } from '../../../entities/messages/outbox-status-chip.tsx';
import { failedHighlight } from './outbox-row.ts';

type OutboxTableProps = { messages: readonly OutboxMessage[]; onOpen(id: string): void };

/** The outbox on wide screens: one row per message, its subject opens it; delivery details under the status. */
export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const { t } = useTranslation('outbox');
  const format = useFormatters();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.subject')}</TableCell>
            <TableCell>{t('columns.to')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.createdAt')}</TableCell>
            <TableCell>{t('columns.sentAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow key={message.id} sx={message.status === 'failed' ? failedHighlight : undefined}>
              <TableCell sx={{ minWidth: 220 }}>
                <Link component="button" type="button" onClick={() => onOpen(message.id)} sx={{ textAlign: 'left' }}>
                  {message.subject}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`templates.${message.template}`, { defaultValue: message.template })}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'break-word' }}>{message.to}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <OutboxStatusChip status={message.status} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('attempts', { count: message.attempts })}
                  </Typography>
                  {message.lastError ? (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {t('card.lastError', { error: message.lastError })}
                    </Typography>
                  ) : null}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(message.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {message.sentAt ? format.dateTime(message.sentAt) : t('dialog.notSent')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
