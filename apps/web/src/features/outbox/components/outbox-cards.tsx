import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { OutboxStatusChip } from '../../../entities/messages/outbox-status-chip.tsx';
import { failedHighlight } from './outbox-row.ts';

type OutboxCardsProps = { messages: readonly OutboxMessage[]; onOpen(id: string): void };

/** The outbox on phones: one card per message, the whole card opens it. */
export function OutboxCards({ messages, onOpen }: OutboxCardsProps) {
  const { t } = useTranslation('outbox');
  const format = useFormatters();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message) => (
        <li key={message.id}>
          <Card sx={message.status === 'failed' ? failedHighlight : undefined}>
            <CardActionArea onClick={() => onOpen(message.id)}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.subject}</Typography>
                  <OutboxStatusChip status={message.status} />
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t('card.to', { to: message.to })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('card.meta', {
                    template: t(`templates.${message.template}`, { defaultValue: message.template }),
                    created: format.dateTime(message.createdAt),
                    count: message.attempts,
                  })}
                </Typography>
                {message.lastError ? (
                  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {t('card.lastError', { error: message.lastError })}
                  </Typography>
                ) : null}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
