import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { MessagePanel } from '../../../components/common/message-panel.tsx';

/** Any address no route knows. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessagePanel
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.home.href()}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
