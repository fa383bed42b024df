import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A short list of records (documents, payments) as boxed rows that wrap on phones instead of a table. */
export function RecordList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** `body`: a longer text shown whole under the row (an announcement's message), its line breaks kept. */
type RecordItemProps = { title: string; detail?: string; note: string; status: ReactNode; body?: string | null };

export function RecordItem({ title, detail, note, status, body }: RecordItemProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.75,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {detail ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Box>
      {status}
      {body ? (
        <Typography sx={{ flexBasis: '100%', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{body}</Typography>
      ) : null}
    </Box>
  );
}
