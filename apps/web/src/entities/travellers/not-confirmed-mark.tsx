import Box from '@mui/material/Box';
import UnconfirmedIcon from '@mui/icons-material/UnpublishedOutlined';

/** "Not confirmed yet" in a table cell: the words, led by a warning-coloured icon that catches the eye. */
export function NotConfirmedMark({ label }: { label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 500 }}>
      <UnconfirmedIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
      {label}
    </Box>
  );
}
