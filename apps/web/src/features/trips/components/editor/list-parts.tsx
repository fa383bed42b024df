import { useFieldArray, useFormContext } from 'react-hook-form';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ListButtons, type ListButtonsProps } from './list-buttons.tsx';

/** A list of the trip's page under its name: the fieldset groups its items for a screen reader. */
export function ListFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      {children}
    </Stack>
  );
}

type ListItemCardProps = ListButtonsProps & {
  /** `li` where the items stand in an ordered list (the days). */
  component?: 'li';
  /** A day's heading stands out more than an item's. */
  isProminent?: boolean;
  children: ReactNode;
};

/** One item of a list as a card: its name and its buttons (move, remove) on top, its fields below. */
export function ListItemCard({ component, isProminent = false, children, ...buttons }: ListItemCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} {...(component ? { component } : {})}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography
          component="h3"
          variant={isProminent ? 'subtitle1' : 'subtitle2'}
          sx={isProminent ? { fontWeight: 600 } : undefined}
        >
          {buttons.what}
        </Typography>
        <ListButtons {...buttons} />
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

type AddItemButtonProps = { onClick(): void; 'aria-label'?: string; children: ReactNode };

/** Adds an item at the end of a list. */
export function AddItemButton({ onClick, children, ...aria }: AddItemButtonProps) {
  return (
    <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={onClick} {...aria}>
      {children}
    </Button>
  );
}

/**
 * One list of the trip's form: its items (react-hook-form's field array) and, for an item, what its buttons need
 * (move up and down where the order matters, remove).
 */
export function useEditableList(name: string, { isOrdered = true }: { isOrdered?: boolean } = {}) {
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  const buttonsOf = (index: number): Omit<ListButtonsProps, 'what'> => ({
    itemId: fields[index]?.id ?? '',
    index,
    count: fields.length,
    ...(isOrdered ? { onMove: move } : {}),
    onRemove: () => remove(index),
  });
  return { fields, append, buttonsOf };
}
