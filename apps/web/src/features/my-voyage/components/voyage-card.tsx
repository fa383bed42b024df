import { useId, type ReactNode, type Ref } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type VoyageCardProps = {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  /** The heading, focusable from script: where focus goes when the card's content changes under the reader. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The card's id, for a link to it from elsewhere on the page (the checklist's actions). */
  anchorId?: string;
};

/** One part of My Voyage: a titled card (h2) announced as a region, with room beside the title (a status). */
export function VoyageCard({ title, aside, children, headingRef, anchorId }: VoyageCardProps) {
  const headingId = useId();
  return (
    <Paper
      id={anchorId}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 72 }}
    >
      <Stack
        direction="row"
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1 }}
      >
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          variant="h3"
          component="h2"
          sx={{ overflowWrap: 'anywhere', outline: 'none' }}
        >
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}
