import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function OutboxScreen() {
  const { t } = useTranslation('outbox');
  return <Typography variant="h1">{t('title')}</Typography>;
}
