import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePanel } from '../components/common/message-panel.tsx';
import NotFoundScreen from '../features/public/routes/not-found.tsx';
import { paths } from '../lib/paths.ts';

/** What any route shows when its screen fails: a friendly, translated page instead of a blank one. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  if (isNotFound) return <NotFoundScreen />;
  return (
    <MessagePanel
      icon={<ErrorOutlineIcon />}
      title={t('errorPage.title')}
      body={t('errorPage.body')}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('errorPage.reload')}
          </Button>
          <Button variant="outlined" href={paths.home.href()}>
            {t('errorPage.home')}
          </Button>
        </>
      }
    />
  );
}
