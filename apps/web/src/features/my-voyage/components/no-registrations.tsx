import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../lib/paths.ts';

/** A signed-in account whose e-mail no registration uses (yet): say so and point to the form. */
export function NoRegistrations() {
  const { t } = useTranslation('myVoyage');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>{t('empty.message')}</Typography>
      <Button component={RouterLink} to={paths.register.href()} variant="contained">
        {t('empty.register')}
      </Button>
    </Paper>
  );
}
