import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BreakpointList } from '../components/breakpoint-list.tsx';
import { CardGridFrame } from '../components/card-grid-frame.tsx';
import { CurrentBreakpoint } from '../components/current-breakpoint.tsx';

const FRAMES = [
  { key: 'phone', width: 360 },
  { key: 'tablet', width: 768 },
  { key: 'desktop', width: 1200 },
] as const;

/** `/responsive`: our breakpoints, what changes at each, and one card grid at three device widths. */
export default function ResponsiveScreen() {
  const { t } = useTranslation('showcase');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{t('responsive.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2, maxWidth: 720 }}>{t('responsive.lead')}</Typography>
      <CurrentBreakpoint />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('responsive.breakpoints')}
      </Typography>
      <BreakpointList />
      <Typography variant="h2" sx={{ mt: 5, mb: 2 }}>
        {t('responsive.grids')}
      </Typography>
      <Stack spacing={4}>
        {FRAMES.map((frame) => (
          <CardGridFrame
            key={frame.key}
            title={t(`responsive.frames.${frame.key}`, { width: frame.width })}
            width={frame.width}
          />
        ))}
      </Stack>
    </Container>
  );
}
