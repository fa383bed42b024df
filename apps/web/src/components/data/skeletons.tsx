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

type CardsSkeletonProps = { count?: number; height?: number; perRow?: 2 | 3 | 4 };

export function CardsSkeleton({ count = 4, height = 110, perRow = 4 }: CardsSkeletonProps) {
  return (
    <Grid container spacing={2} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 12 / perRow }}>
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
