import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

export type ReadOnlyFieldProps = { label: string; value: string; wide?: boolean; multiline?: boolean };

/** A field of a form shown for reading: labelled like the form the family filled in, not editable. */
export function ReadOnlyField({ label, value, wide = false, multiline = false }: ReadOnlyFieldProps) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 4 }}>
      <TextField
        label={label}
        value={value}
        fullWidth
        size="small"
        multiline={multiline}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    </Grid>
  );
}

export function ReadOnlyFields({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2}>
      {children}
    </Grid>
  );
}
