import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function ProfileScreen() {
  const { t } = useTranslation('profile');
  return <Typography variant="h1">{t('title')}</Typography>;
}
