import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewerTrigger } from '../../../components/image-viewer/image-viewer-trigger.tsx';
import { SAMPLE_IMAGES } from './sample-images.ts';

const SWITCHES = ['animation', 'withDownload', 'withCloseOnEscape', 'closeOnClickOutside'] as const;
type DemoOptions = Record<(typeof SWITCHES)[number], boolean>;

/**
 * A thumbnail that opens the viewer: the picture and its caption make one button. It passes the trigger's props
 * (`onClick`, `data-image-viewer`, `aria-haspopup`) on to the button.
 */
function Thumbnail({ url, caption, ...buttonProps }: ButtonBaseProps & { url: string; caption: string }) {
  return (
    <ButtonBase
      {...buttonProps}
      focusRipple
      sx={{
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.75,
        p: 0.75,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        textAlign: 'left',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={url}
        alt=""
        sx={{ display: 'block', width: 144, height: 90, objectFit: 'cover', borderRadius: 1.5 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, px: 0.25 }}>
        {caption}
      </Typography>
    </ButtonBase>
  );
}

/** The image viewer with a single image and a gallery, and switches for its main options. */
export function ImageViewerDemo() {
  const { t } = useTranslation('showcase');
  const [options, setOptions] = useState<DemoOptions>({
    animation: true,
    withDownload: true,
    withCloseOnEscape: true,
    closeOnClickOutside: true,
  });
  const alts = [t('imageViewer.sunset'), t('imageViewer.mountains'), t('imageViewer.city')];
  const [first] = SAMPLE_IMAGES;

  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>{t('imageViewer.lead')}</Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ImageViewerTrigger imageUrl={first.url} imageAlt={alts[0]} downloadName={first.downloadName} {...options}>
          <Thumbnail url={first.url} caption={t('imageViewer.single')} />
        </ImageViewerTrigger>
        <ImageViewerTrigger
          imageUrl={SAMPLE_IMAGES.map((image) => image.url)}
          imageAlt={alts}
          downloadName={SAMPLE_IMAGES.map((image) => image.downloadName)}
          {...options}
        >
          <Thumbnail url={SAMPLE_IMAGES[1].url} caption={t('imageViewer.gallery', { total: SAMPLE_IMAGES.length })} />
        </ImageViewerTrigger>
      </Stack>
      <FormGroup aria-label={t('imageViewer.options')}>
        {SWITCHES.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Switch
                checked={options[option]}
                onChange={(event) => setOptions((current) => ({ ...current, [option]: event.target.checked }))}
              />
            }
            label={t(`imageViewer.${option}`)}
          />
        ))}
      </FormGroup>
    </>
  );
}
