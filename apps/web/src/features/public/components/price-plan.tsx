import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, type Trip } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, localize } from '../../../lib/localized.ts';

/** Price per person in euro and the payment plan (deposit, balance, due dates). */
export function PricePlan({ trip }: { trip: Pick<Trip, 'totalPriceCents' | 'payments'> }) {
  const { t, i18n } = useTranslation('public');
  const language = i18n.language;
  return (
    <Card sx={{ borderRadius: 2, height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h3" component="h3" sx={{ color: 'text.secondary', fontSize: '1rem', fontWeight: 600 }}>
          {t('price.perPerson')}
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '2.4rem', sm: '3rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
        >
          {formatEuro(trip.totalPriceCents, language)}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          {t('price.plan')}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {trip.payments.map((instalment) => (
            <Box
              component="li"
              key={instalment.key}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{localize(instalment.label, language)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('price.due', { date: formatDate(instalment.dueDate, language) })}
                </Typography>
              </div>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatEuro(instalment.amountCents, language)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
