import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type MessagePanelProps = {
  title: string;
  body?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Heading level: `h1` when the panel is the whole page. */
  headingLevel?: 'h1' | 'h2';
};

/** A calm, centred panel for empty, error and not-found states. */
export function MessagePanel({ title, body, icon, actions, headingLevel = 'h1' }: MessagePanelProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {icon ? <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box> : null}
          <Typography variant="h2" component={headingLevel}>
            {title}
          </Typography>
          {body ? <Typography sx={{ color: 'text.secondary' }}>{body}</Typography> : null}
          {actions ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
            >
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
