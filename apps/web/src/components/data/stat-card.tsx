import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type StatCardProps = { label: string; value: ReactNode; hint?: string };

/** One figure with its label; the label and value are read together as a term and its value. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="h2" sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {hint ? (
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
