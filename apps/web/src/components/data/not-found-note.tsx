import Alert from '@mui/material/Alert';

/** A record that the list does not hold (wrong link, or removed since). */
export function NotFoundNote({ message }: { message: string }) {
  return (
    <Alert severity="info" variant="outlined">
      {message}
    </Alert>
  );
}
