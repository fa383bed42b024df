import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { MessagePanel } from '../../../components/common/message-panel.tsx';

/** `/error`: where a flow sends the user when it cannot continue. */
export default function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <MessagePanel
      icon={<ErrorOutlineIcon />}
      title={t('errorPage.title')}
      body={t('errorPage.body')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.home.href()}>
          {t('errorPage.home')}
        </Button>
      }
    />
  );
}
