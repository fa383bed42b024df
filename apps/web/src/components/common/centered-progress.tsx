import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type CenteredProgressProps = { label?: string; fullScreen?: boolean };

/**
 * The one loading indicator: centred in its area, or in the whole window at start-up. It always has a name
 * ("Loading…" unless told what is loading), since a screen reader announces a nameless progress bar as nothing.
 */
export function CenteredProgress({ label, fullScreen = false }: CenteredProgressProps) {
  // Without suspending: this is itself the fallback shown while a screen's texts load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100dvh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label ?? t('startup.page', 'Loading…')} />
    </Box>
  );
}
