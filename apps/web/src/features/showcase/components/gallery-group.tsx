import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One family of components in the gallery, under an h3. */
export function GalleryGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ mb: 3.5 }}>
      <Typography variant="h3">{title}</Typography>
      {children}
    </Stack>
  );
}
