import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ComponentGallery } from '../components/component-gallery.tsx';
import { SchemePanel } from '../components/scheme-panel.tsx';

/** `/ui`: a living gallery of our components, in the light and the dark theme side by side. */
export default function UiScreen() {
  const { t } = useTranslation('showcase');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('ui.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3, maxWidth: 720 }}>{t('ui.lead')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SchemePanel scheme="light" title={t('ui.light')}>
            <ComponentGallery idPrefix="light" />
          </SchemePanel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SchemePanel scheme="dark" title={t('ui.dark')}>
            <ComponentGallery idPrefix="dark" />
          </SchemePanel>
        </Grid>
      </Grid>
    </Container>
  );
}
