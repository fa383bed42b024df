import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type PhoneRow = { id: string; title: ReactNode; lines: readonly ReactNode[]; action: ReactNode };

/** A table's rows as a list of small cards on phones: every line readable, the action always in reach. */
export function PhoneRows({ label, rows }: { label: string; rows: readonly PhoneRow[] }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.title}
          </Typography>
          {row.lines.map((line, index) => (
            <Typography key={index} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
            {row.action}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
