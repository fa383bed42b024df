import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ScheduleDay } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';

export function TripSchedule({ schedule }: { schedule: readonly ScheduleDay[] }) {
  const { t } = useTranslation('admin');
  const { locale } = useFormatters();
  if (schedule.length === 0) return t('trip.noSchedule');
  return (
    <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...schedule]
        .sort((a, b) => a.day - b.day)
        .map((day) => (
          <Grid key={day.day} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="text.secondary" component="p">
                  {t('trip.day', { day: day.day })}
                </Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {localize(day.title, locale)}
                </Typography>
                <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
                  {day.activities.map((activity) => (
                    <li key={activity.activity}>{activity[locale] || activity.activity}</li>
                  ))}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
    </Grid>
  );
}
