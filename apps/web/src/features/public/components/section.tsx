import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SectionProps = {
  id: string;
  title: string;
  icon?: ReactNode;
  lead?: string;
  children: ReactNode;
  tinted?: boolean;
};

/** One landing-page section with its own anchor (`/#programme`) and an h2. */
export function Section({ id, title, icon, lead, children, tinted = false }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 72, bgcolor: tinted ? 'action.hover' : undefined }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: lead ? 1 : 3 }}>
          {icon ? <Box sx={{ color: 'secondary.main', display: 'flex', '& svg': { fontSize: 30 } }}>{icon}</Box> : null}
          <Typography variant="h2" id={headingId}>
            {title}
          </Typography>
        </Stack>
        {lead ? <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{lead}</Typography> : null}
        {children}
      </Container>
    </Box>
  );
}
