import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import { formatDate, localize } from '../../../lib/localized.ts';
import { EiffelArt } from './eiffel-art.tsx';
import { RegistrationNotice } from './registration-notice.tsx';

type LandingHeroProps = { trip: Trip; isOpen: boolean; registerTo: To };

/** The first thing parents see: the trip, its dates, and whether they can register now. */
export function LandingHero({ trip, isOpen, registerTo }: LandingHeroProps) {
  const { t, i18n } = useTranslation('public');
  const language = i18n.language;
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        color: '#ffffff',
        background: 'linear-gradient(135deg, #0f2556 0%, #1f3f86 55%, #2d5aa8 100%)',
        ...theme.applyStyles('dark', {
          background: 'linear-gradient(135deg, #070d1c 0%, #12244d 60%, #1b356e 100%)',
        }),
      })}
    >
      <Box
        sx={{
          position: 'absolute',
          right: { xs: -40, md: '6%' },
          bottom: 0,
          width: { xs: 180, sm: 220, md: 260 },
          height: { xs: 290, sm: 350, md: 420 },
          opacity: { xs: 0.35, md: 1 },
          pointerEvents: 'none',
        }}
      >
        <EiffelArt />
      </Box>
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 5, sm: 7, md: 10 } }}>
        <Stack spacing={2.5} sx={{ maxWidth: 680 }}>
          <Chip
            label={t('hero.eyebrow', { year: trip.year })}
            sx={{ alignSelf: 'flex-start', bgcolor: 'rgba(255,255,255,0.14)', color: '#ffffff', fontWeight: 600 }}
          />
          <Typography variant="h1">{localize(trip.title, language)}</Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, opacity: 0.92 }}>
            {t('hero.dates', {
              from: formatDate(trip.startsOn, language, { year: undefined }),
              to: formatDate(trip.endsOn, language),
            })}
          </Typography>
          <RegistrationNotice
            isOpen={isOpen}
            opensAt={trip.registrationOpensAt}
            closesAt={trip.registrationClosesAt}
            registerTo={registerTo}
          />
          <Button
            component={RouterLink}
            to={{ hash: '#programme' }}
            endIcon={<ArrowDownwardIcon />}
            sx={{
              alignSelf: 'flex-start',
              color: '#ffffff',
              textDecoration: 'underline',
              textUnderlineOffset: 4,
              px: 0,
            }}
          >
            {t('hero.seeProgramme')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
