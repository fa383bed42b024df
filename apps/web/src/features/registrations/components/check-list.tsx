import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/** A short outlined list whose rows wrap on phones: a name, what it links to, a chip. */
export function CheckList({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  return (
    <Paper
      component={ordered ? 'ol' : 'ul'}
      variant="outlined"
      sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {children}
    </Paper>
  );
}

export function CheckListItem({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, px: { xs: 1.5, sm: 2 }, py: 1 }}
    >
      {children}
    </Stack>
  );
}
