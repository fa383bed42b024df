import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type ProfileCardProps = { title: string; lead?: string; children: ReactNode };

/** One part of My Profile: a titled card (h2), announced as a region. */
export function ProfileCard({ title, lead, children }: ProfileCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2.5 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {lead ? <Typography sx={{ color: 'text.secondary' }}>{lead}</Typography> : null}
      </Stack>
      {children}
    </Paper>
  );
}
