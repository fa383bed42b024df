import BedOutlinedIcon from '@mui/icons-material/BedOutlined';
import EuroOutlinedIcon from '@mui/icons-material/EuroOutlined';
import FlightOutlinedIcon from '@mui/icons-material/FlightOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TRAVELLERS_PER_ESCORT, formatEuro, type Trip } from '@voyage/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Fact = { key: string; icon: ReactNode; value: string; label: string };

/** Four facts at a glance under the hero: price, flights, hotel nights, escorts. */
export function QuickFacts({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('public');
  const facts: Fact[] = [
    {
      key: 'price',
      icon: <EuroOutlinedIcon />,
      value: formatEuro(trip.totalPriceCents, i18n.language),
      label: t('facts.perPerson'),
    },
    { key: 'flights', icon: <FlightOutlinedIcon />, value: t('facts.flightsValue'), label: t('facts.flights') },
    { key: 'hotel', icon: <BedOutlinedIcon />, value: t('facts.nightsValue'), label: t('facts.nights') },
    {
      key: 'escorts',
      icon: <GroupsOutlinedIcon />,
      value: t('facts.escortsValue', { per: TRAVELLERS_PER_ESCORT }),
      label: t('facts.escorts'),
    },
  ];
  return (
    <Container maxWidth="lg" sx={{ mt: { xs: 3, md: -4 }, position: 'relative' }}>
      <Box
        component="ul"
        aria-label={t('facts.title')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: { xs: 1.5, sm: 2 },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {facts.map((fact) => (
          <Paper component="li" key={fact.key} variant="outlined" sx={{ p: { xs: 1.75, sm: 2.5 }, borderRadius: 2 }}>
            <Box sx={{ color: 'secondary.main', display: 'flex', mb: 1 }}>{fact.icon}</Box>
            <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>{fact.value}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {fact.label}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
