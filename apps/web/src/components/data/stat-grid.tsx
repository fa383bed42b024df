import Grid from '@mui/material/Grid';
import { StatCard, type StatCardProps } from '../../../components/data/stat-card.tsx';

export type Stat = StatCardProps & { key: string };

/** Stat cards as a list: two columns on phones and tablets, all in a row on desktops. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stats.map(({ key, ...card }) => (
        <Grid key={key} component="li" size={{ xs: 6, md: 12 / stats.length }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
