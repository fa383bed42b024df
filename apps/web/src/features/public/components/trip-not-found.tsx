import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { MessagePanel } from '../../../components/common/message-panel.tsx';

/** An unknown or malformed trip number in `/:tripId`: a friendly way back home. */
export function TripNotFound() {
  const { t } = useTranslation('public');
  return (
    <MessagePanel
      icon={<TravelExploreOutlinedIcon />}
      title={t('tripNotFound.title')}
      body={t('tripNotFound.body')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.home.href()}>
          {t('tripNotFound.home')}
        </Button>
      }
    />
  );
}
