import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths.ts';
import type { ReviewRow } from './review-queue-table.tsx';

/** What a family sent, on a phone: a list of cards, one each. */
export function ReviewCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

type ReviewCardProps = {
  row: ReviewRow & { status: string };
  /** The area's `card` words for who decided (`approvedBy`, `rejectedBy`: `name`) and why (`rejectedBecause`: `reason`). */
  decisionLine(
    key: 'approvedBy' | 'rejectedBy' | 'rejectedBecause',
    values: { name: string } | { reason: string },
  ): string;
  /** The file, as a thumbnail or a link. */
  preview: ReactNode;
  /** What it is, large, beside the file. */
  title: string;
  /** Under the title: where it stands (the status chip, what is left to pay). */
  status: ReactNode;
  /** In a queue: whose it is, linked to their registration, and their school. */
  tripId?: number;
  travellerName: string;
  /** In a queue, the first line of the story: the traveller's code, or that there is none yet. */
  codeLine: string;
  /** Its story, a line each (`div`s); who decided, and why a rejection, come last. */
  story: ReactNode;
  /** The buttons that decide, when there is a decision to take. */
  actions?: ReactNode;
};

/** One card: the file beside what it is and where it stands, whose it is, its story, the buttons below. */
export function ReviewCard({ row, decisionLine, preview, title, status, tripId, ...card }: ReviewCardProps) {
  const { reviewedByName: name, rejectionReason: reason } = row;
  return (
    <li>
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            {preview}
            <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
              <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                {title}
              </Typography>
              {status}
            </Stack>
          </Stack>
          {tripId !== undefined ? (
            <>
              <Typography sx={{ mt: 1.5, fontWeight: 500, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={paths.registration.href(tripId, row.travellerId)}>
                  {card.travellerName}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.schoolName}
              </Typography>
            </>
          ) : null}
          <Typography component="div" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {tripId !== undefined ? <div>{card.codeLine}</div> : null}
            {card.story}
            {name && row.status === 'approved' ? <div>{decisionLine('approvedBy', { name })}</div> : null}
            {name && row.status === 'rejected' ? <div>{decisionLine('rejectedBy', { name })}</div> : null}
            {reason ? <div>{decisionLine('rejectedBecause', { reason })}</div> : null}
          </Typography>
          {card.actions ? (
            <Stack direction="row" sx={{ mt: 2 }}>
              {card.actions}
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}
