import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  return <Typography variant="h1">{t('title')}</Typography>;
}
