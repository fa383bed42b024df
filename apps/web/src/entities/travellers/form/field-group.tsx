import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type FieldGroupProps = { title: string; lead?: ReactNode; children: ReactNode };

/** One titled part of a long form (the traveller, contact, parent…), so it reads in short pieces. */
export function FieldGroup({ title, lead, children }: FieldGroupProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <div>
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {lead ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {lead}
          </Typography>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
