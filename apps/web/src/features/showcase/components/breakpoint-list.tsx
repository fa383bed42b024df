import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** What each breakpoint changes in our layouts. */
export function BreakpointList() {
  const { t } = useTranslation('showcase');
  const { breakpoints } = useTheme();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {BREAKPOINTS.map((name) => (
        <Paper
          component="li"
          key={name}
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 0.5, gridTemplateColumns: { sm: '140px 1fr' } }}
        >
          <Typography sx={{ fontWeight: 700 }}>
            {t('responsive.from', { name, width: breakpoints.values[name] })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t(`responsive.changes.${name}`)}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
