import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type StatementLineCard = {
  key: string | number;
  /** The line's amount (and on the preview its state), first and bold. */
  title: string;
  /** Each shown figure with its column's name: date, payer, reference, traveller, why. */
  facts: { label: string; value: string }[];
  action?: ReactNode;
};

/** Statement lines on a phone: one card a line, its figures one under another, so nothing runs past 360 px. */
export function StatementLineCards({ label, cards }: { label: string; cards: StatementLineCard[] }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {cards.map((card) => (
        <Box
          component="li"
          key={card.key}
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{card.title}</Typography>
          {card.facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <Typography key={fact.label} variant="body2" sx={{ wordBreak: 'break-word' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {fact.label}:
                </Box>{' '}
                {fact.value}
              </Typography>
            ))}
          {card.action}
        </Box>
      ))}
    </Stack>
  );
}
