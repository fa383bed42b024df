import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  hint?: string;
  /** Where the figure's list is: the whole card becomes a link to it. */
  to?: string;
};

/** One figure with its label; the label and value are read together as a term and its value. */
export function StatCard({ label, value, hint, to }: StatCardProps) {
  const content = (
    <CardContent component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="body2" color={to ? 'primary' : 'text.secondary'} sx={{ fontWeight: to ? 600 : undefined }}>
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
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
