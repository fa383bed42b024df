import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type CenteredProgressProps = { label?: string; fullScreen?: boolean };

/** The one loading indicator: centred in its area, or in the whole window at start-up. */
export function CenteredProgress({ label, fullScreen = false }: CenteredProgressProps) {
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
      <CircularProgress aria-label={label} />
    </Box>
  );
}
