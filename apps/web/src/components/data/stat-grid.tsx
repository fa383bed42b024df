import Grid from '@mui/material/Grid';
import { StatCard, type StatCardProps } from './stat-card.tsx';

export type Stat = StatCardProps & { key: string };

type StatGridProps = {
  stats: readonly Stat[];
  /** Cards in a row on desktops; all of them unless told. */
  perRow?: number;
};

/** Stat cards as a list: two columns on phones and tablets, `perRow` (all) in a row on desktops. */
export function StatGrid({ stats, perRow = stats.length }: StatGridProps) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stats.map(({ key, ...card }) => (
        <Grid key={key} component="li" size={{ xs: 6, md: 12 / perRow }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
