import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function CreateAccountScreen() {
  const { t } = useTranslation('account');
  return <Typography variant="h1">{t('title')}</Typography>;
}
