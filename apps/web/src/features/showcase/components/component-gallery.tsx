import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REGISTRATION_STATUSES, formatEuro } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/data/stat-card.tsx';
import { RegistrationStatusChip } from '../../../entities/travellers/registration-status-chip.tsx';
import { GalleryGroup } from './gallery-group.tsx';
import { ImageViewerDemo } from './image-viewer-demo.tsx';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

/** Our building blocks with sample content; `idPrefix` keeps field ids unique when shown twice. */
export function ComponentGallery({ idPrefix }: { idPrefix: string }) {
  const { t, i18n } = useTranslation('showcase');
  return (
    <>
      <GalleryGroup title={t('buttons.title')}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained">{t('buttons.primary')}</Button>
          <Button variant="contained" color="secondary">
            {t('buttons.accent')}
          </Button>
          <Button variant="outlined">{t('buttons.secondary')}</Button>
          <Button>{t('buttons.text')}</Button>
          <Button variant="contained" disabled>
            {t('buttons.disabled')}
          </Button>
          <Button variant="outlined" loading>
            {t('buttons.loading')}
          </Button>
        </Stack>
      </GalleryGroup>
      <GalleryGroup title={t('fields.title')}>
        <TextField id={`${idPrefix}-name`} label={t('fields.name')} defaultValue={t('fields.nameValue')} />
        <TextField
          id={`${idPrefix}-email`}
          label={t('fields.email')}
          defaultValue={t('fields.emailValue')}
          error
          helperText={t('validation.email', { ns: 'common' })}
        />
        <TextField id={`${idPrefix}-phone`} label={t('fields.phone')} helperText={t('fields.phoneHelp')} />
      </GalleryGroup>
      <GalleryGroup title={t('alerts.title')}>
        {SEVERITIES.map((severity) => (
          <Alert key={severity} severity={severity}>
            {t(`alerts.${severity}`)}
          </Alert>
        ))}
      </GalleryGroup>
      <GalleryGroup title={t('chips.title')}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Chip label={t('chips.default')} />
          <Chip color="primary" label={t('chips.primary')} />
          <Chip color="secondary" label={t('chips.accent')} />
          <Chip variant="outlined" icon={<FlightTakeoffIcon />} label={t('chips.withIcon')} />
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {REGISTRATION_STATUSES.map((status) => (
            <RegistrationStatusChip key={status} status={status} />
          ))}
        </Stack>
      </GalleryGroup>
      <GalleryGroup title={t('cards.title')}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 6 }}>
            <StatCard label={t('cards.statLabel')} value={58} hint={t('cards.statHint')} />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <StatCard label={t('cards.moneyLabel')} value={formatEuro(1_240_000, i18n.language)} />
          </Grid>
        </Grid>
        <Card>
          <CardContent>
            <Typography variant="h4" component="p" sx={{ mb: 1 }}>
              {t('cards.sampleTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('cards.sampleBody')}</Typography>
          </CardContent>
          <CardActions>
            <Button size="small">{t('cards.sampleAction')}</Button>
          </CardActions>
        </Card>
      </GalleryGroup>
      <GalleryGroup title={t('imageViewer.title')}>
        <ImageViewerDemo />
      </GalleryGroup>
    </>
  );
}
