import Typography from '@mui/material/Typography';
import type { MyMessage } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { OutboxStatusChip } from '../../../entities/messages/outbox-status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { RecordItem, RecordList } from './record-list.tsx';

/**
 * Each e-mail sent to the family: its subject, what kind of message it is, when, and whether it left; an
 * announcement from the office with its whole message.
 */
export function MessagesList({ messages }: { messages: readonly MyMessage[] }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  if (messages.length === 0) return <Typography color="text.secondary">{t('messages.none')}</Typography>;
  return (
    <RecordList>
      {messages.map((message) => (
        <RecordItem
          key={message.id}
          title={message.subject}
          detail={t(`outbox:templates.${message.template}`, { defaultValue: '' })}
          note={
            message.sentAt
              ? t('messages.sentOn', { date: fmt.dateTime(message.sentAt) })
              : t('messages.writtenOn', { date: fmt.dateTime(message.createdAt) })
          }
          status={<OutboxStatusChip status={message.status} />}
          body={message.body}
        />
      ))}
    </RecordList>
  );
}
