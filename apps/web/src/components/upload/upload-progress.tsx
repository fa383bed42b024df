import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type UploadProgressProps = { fileName: string; fraction: number; onCancel(): void };

/** How far an upload is, as a bar and a percentage; it can be cancelled. */
export function UploadProgress({ fileName, fraction, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('components');
  const percent = Math.round(fraction * 100);
  return (
    <Stack spacing={1} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('upload.uploading', { name: fileName })}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('upload.progressLabel', { name: fileName })}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
        <Typography
          variant="body2"
          aria-hidden
          sx={{ minWidth: '3.5ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        >
          {t('upload.percent', { percent })}
        </Typography>
      </Stack>
      <Button onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
        {t('upload.cancel')}
      </Button>
    </Stack>
  );
}
