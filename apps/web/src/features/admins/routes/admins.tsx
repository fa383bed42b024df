import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function AdminsScreen() {
  const { t } = useTranslation('admins');
  return <Typography variant="h1">{t('title')}</Typography>;
}
