import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The reason staff gave a family for a decision, set apart from our own words. */
export function StatusReason({ reason }: { reason: string }) {
  const { t } = useTranslation('myVoyage');
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, pl: 1.5, borderLeft: 4, borderColor: 'divider' }}>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
        {t('status.reason')}
      </Typography>
      <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reason}
      </Typography>
    </Box>
  );
}
