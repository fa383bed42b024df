import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack spacing={1} aria-hidden>
      <Skeleton variant="rounded" height={44} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}

export function CardsSkeleton({ count = 4, height = 110 }: { count?: number; height?: number }) {
  return (
    <Grid container spacing={2} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" height={height} />
        </Grid>
      ))}
    </Grid>
  );
}

export function DetailSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <Stack spacing={1.5} aria-hidden>
      <Skeleton variant="text" width="40%" height={36} />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" width={`${60 + ((index * 13) % 35)}%`} />
      ))}
    </Stack>
  );
}
