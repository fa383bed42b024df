import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentQueueRow } from '@voyage/domain';
import { paths } from '../../lib/paths.ts';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { DocumentActionButtons } from './document-action-buttons.tsx';
import { DocumentPreview } from './document-preview.tsx';
import type { DocumentDialogRequest } from './use-document-dialogs.tsx';

type DocumentCardsProps = {
  label: string;
  rows: readonly DocumentQueueRow[];
  onAction(request: DocumentDialogRequest): void;
  busyId?: string | null;
  /** The trip of the queue: each card names its traveller, linked to the registration. Left out on the registration itself. */
  tripId?: number;
  /** Documents kept with a deleted registration: no action. */
  readOnly?: boolean;
};

/** Documents on a phone: one card each, the preview beside the type and status, the story, the buttons below. */
export function DocumentCards({ label, rows, onAction, busyId = null, tripId, readOnly = false }: DocumentCardsProps) {
  const { t } = useTranslation(['documents', 'components']);
  const fmt = useFormatters();
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <DocumentPreview document={row} size={88} />
                <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                    {t(`type.${row.type}`)}
                  </Typography>
                  <DocumentStatusChip status={row.status} />
                </Stack>
              </Stack>
              {tripId !== undefined ? (
                <>
                  <Typography sx={{ mt: 1.5, fontWeight: 500, overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={paths.registration.href(tripId, row.travellerId)}>
                      {travellerName(row)}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.schoolName}
                  </Typography>
                </>
              ) : null}
              <Typography component="div" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {tripId !== undefined ? (
                  <div>{t('card.personalCode', { code: row.personalCode ?? t('noCode') })}</div>
                ) : null}
                <div>{t('card.uploadedAt', { date: fmt.day(row.uploadedAt) })}</div>
                {row.reviewedByName && row.status === 'approved' ? (
                  <div>{t('card.acceptedBy', { name: row.reviewedByName })}</div>
                ) : null}
                {row.reviewedByName && row.status === 'rejected' ? (
                  <div>{t('card.rejectedBy', { name: row.reviewedByName })}</div>
                ) : null}
                {row.rejectionReason ? <div>{t('card.rejectedBecause', { reason: row.rejectionReason })}</div> : null}
              </Typography>
              {!readOnly && row.status === 'pending' ? (
                <Stack direction="row" sx={{ mt: 2 }}>
                  <DocumentActionButtons document={row} onAction={onAction} isBusy={busyId === row.id} fullWidth />
                </Stack>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
