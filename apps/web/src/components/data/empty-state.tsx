import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

export function EmptyState({ message }: { message: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
      <InboxOutlinedIcon aria-hidden />
      <Typography>{message}</Typography>
    </Paper>
  );
}
