import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** One entry of a list in the health record (an allergy, a medicine, a contact) with its Remove button. */
export function ListEntry({
  removeLabel,
  onRemove,
  readOnly,
  children,
}: {
  removeLabel: string;
  onRemove(): void;
  readOnly: boolean;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {children}
        {readOnly ? null : (
          <Button onClick={onRemove} color="error" sx={{ alignSelf: 'flex-start' }}>
            {removeLabel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function AddButton({ label, onAdd, hidden }: { label: string; onAdd(): void; hidden: boolean }) {
  return hidden ? null : (
    <Button variant="outlined" onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}
