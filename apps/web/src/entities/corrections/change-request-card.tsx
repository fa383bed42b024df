import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffChangeRequest } from '@voyage/domain';
import { DecideButtons } from '../../components/review/decide-buttons.tsx';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { paths } from '../../lib/paths.ts';
import { useDecideChangeRequest } from './api/staff-change-requests.ts';
import { ChangeList } from './change-list.tsx';

type ChangeRequestCardProps = {
  request: StaffChangeRequest;
  /** On the trip's list: the traveller's name is a link to the registration of this trip. */
  tripId?: number;
  /** Staff who correct registrations approve and refuse; others read. */
  canDecide: boolean;
  /** Once approved: what happened, in a sentence, for the list to say. */
  onApproved(text: string): void;
  /** Refuse: the list asks for the reason. */
  onRefuse(): void;
};

/** Where a request stands: waiting, or decided by whom and when (with the reason of a refusal). */
function RequestState({ request }: { request: StaffChangeRequest }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  if (request.status === 'waiting') {
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={t('changeRequests.waiting')}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }
  const who = { name: request.decidedByName ?? '', date: request.decidedAt ? fmt.day(request.decidedAt) : '' };
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(request.status === 'approved' ? 'changeRequests.approved' : 'changeRequests.refused', who)}
      </Typography>
      {request.reason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {t('changeRequests.reason', { reason: request.reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * One change a family asked for after the freeze (docs/product/corrections.md#staff-decide): whose, each field
 * from what to what, who sent it and when; while it waits, Approve, or Refuse (the list asks for the reason).
 */
export function ChangeRequestCard({ request, tripId, canDecide, onApproved, onRefuse }: ChangeRequestCardProps) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const decide = useDecideChangeRequest();
  const name = request.travellerName;
  const sent = t('changeRequests.sent', { name: request.sentByName, date: fmt.dateTime(request.sentAt) });
  const approve = () =>
    decide.mutate(
      { id: request.id, decision: { action: 'approve' } },
      { onSuccess: () => onApproved(t('changeRequests.approvedFor', { name })) },
    );
  return (
    <li>
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack spacing={1.25}>
            <Stack
              direction="row"
              sx={{
                flexWrap: 'wrap',
                columnGap: 1.5,
                rowGap: 0.5,
                alignItems: 'baseline',
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="h6" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {tripId === undefined ? (
                  sent
                ) : (
                  <Link component={RouterLink} to={paths.registration.href(tripId, request.travellerId)}>
                    {name}
                  </Link>
                )}
              </Typography>
              {tripId === undefined ? null : (
                <Typography variant="body2" color="text.secondary">
                  {request.schoolName}
                </Typography>
              )}
            </Stack>
            <ChangeList changes={request.changes} label={t('changeRequests.changes')} />
            {tripId === undefined ? null : (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {sent}
              </Typography>
            )}
            <RequestState request={request} />
            {canDecide && request.status === 'waiting' ? (
              <DecideButtons
                approve={{
                  label: t('changeRequests.approve'),
                  ariaLabel: t('changeRequests.approveFor', { name }),
                  onClick: approve,
                }}
                reject={{
                  label: t('changeRequests.refuse'),
                  ariaLabel: t('changeRequests.refuseFor', { name }),
                  onClick: () => {
                    decide.reset();
                    onRefuse();
                  },
                }}
                isBusy={decide.isPending}
              />
            ) : null}
            {decide.error ? (
              <Alert severity="error" role="alert">
                {apiErrorMessage(t, decide.error)}
              </Alert>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
}
