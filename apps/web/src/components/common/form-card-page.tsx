import Avatar from '@mui/material/Avatar';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FormCardPageProps = { icon: ReactNode; title: string; lead?: ReactNode; children: ReactNode };

/** A narrow page around one card: sign-in, new password, create account. Its title is the page's h1. */
export function FormCardPage({ icon, title, lead, children }: FormCardPageProps) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{icon}</Avatar>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {lead ? <Typography sx={{ color: 'text.secondary' }}>{lead}</Typography> : null}
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}
