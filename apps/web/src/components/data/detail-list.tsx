import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type DetailItem = { label: string; value: ReactNode };

type DetailListProps = {
  items: readonly DetailItem[];
  /** Each label above its value even on wide screens (narrow places such as cards). */
  stacked?: boolean;
};

/** Label/value pairs as a description list: two columns where there is room, stacked on phones. */
export function DetailList({ items, stacked = false }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: stacked ? '1fr' : { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: stacked ? 0.25 : { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: stacked ? 1 : { xs: 1, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
