import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import type { OutboxMessageStatus } from '@voyage/domain';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<OutboxMessageStatus, 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

/** The status as an outlined chip: text in the body colour (AA in both themes), the status colour on the dot. */
export function OutboxStatusChip({ status }: { status: OutboxMessageStatus }) {
  const { t } = useTranslation('components');
  const main = `${COLOUR[status]}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`outboxStatus.${status}`)}
      icon={<CircleIcon sx={{ fontSize: 10, '&&': { color: main } }} />}
      sx={{ borderColor: main, color: 'text.primary', fontWeight: status === 'failed' ? 700 : 500 }}
    />
  );
}
