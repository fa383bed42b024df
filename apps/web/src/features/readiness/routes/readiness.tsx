import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ChecklistItemKind, ReadinessBoard } from '@voyage/domain';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { localize } from '../../../lib/localized.ts';
import { paths } from '../../../lib/paths.ts';
import { routeNumber } from '../../../lib/route-number.ts';
import { useCan } from '../../../lib/session.tsx';
import { readinessExportUrl, useReadinessBoard } from '../api/readiness-board.ts';
import { RemindButton } from '../components/remind-button.tsx';

// The board names the items as the checklist does (CHECKLIST_ITEMS), kept here so the screen loads no schema.
const ITEMS: readonly ChecklistItemKind[] = [
  'approved',
  'instalment',
  'consent',
  'id-document',
  'travel-authorisation',
  'health',
];

type BoardProps = {
  board: ReadinessBoard;
  tripId: number;
  missing: ChecklistItemKind | null;
  onFilter: (kind: ChecklistItemKind | null) => void;
};

function Board({ board, tripId, missing, onFilter }: BoardProps) {
  const { t } = useTranslation(['components', 'admin']);
  const fmt = useFormatters();
  const canRemind = useCan('registrations.review');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('checklist.board.ready', { ready: board.ready, total: board.total })}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label={t('checklist.board.filter')}>
        {ITEMS.map((kind) => (
          <Chip
            key={kind}
            clickable
            aria-pressed={missing === kind}
            color={missing === kind ? 'primary' : 'default'}
            variant={missing === kind ? 'filled' : 'outlined'}
            onClick={() => onFilter(missing === kind ? null : kind)}
            label={t('checklist.board.missing', {
              item: t(`checklist.board.items.${kind}`),
              count: fmt.number(board.missingCounts[kind] ?? 0),
            })}
          />
        ))}
      </Stack>
      {missing && canRemind && board.travellers.length > 0 ? (
        <RemindButton key={missing} departureId={board.departureId} item={missing} />
      ) : null}
      {board.travellers.length === 0 ? (
        <Typography color="text.secondary">{t('checklist.board.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('checklist.board.traveller')}</TableCell>
                <TableCell>{t('checklist.board.school')}</TableCell>
                <TableCell>{t('checklist.board.missingColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {board.travellers.map((row) => (
                <TableRow key={row.travellerId}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.registration.href(tripId, row.travellerId)}>
                      {row.lastName} {row.firstName}
                    </Link>
                  </TableCell>
                  <TableCell>{row.schoolName}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {row.missing.length === 0 ? (
                        <Chip size="small" color="success" label={t('checklist.ready')} />
                      ) : null}
                      {row.missing.map((kind) => (
                        <Chip
                          key={kind}
                          size="small"
                          variant="outlined"
                          color={row.overdue.includes(kind) ? 'error' : 'default'}
                          label={t(`checklist.board.items.${kind}`)}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

/** `/admin/departure/{trip_id}/{id}/readiness` (docs/product/readiness.md#board). */
export default function ReadinessScreen() {
  const { t } = useTranslation('components');
  const fmt = useFormatters();
  const params = useParams();
  const tripId = routeNumber(params.tripId);
  const id = routeNumber(params.id);
  const [missing, setMissing] = useState<ChecklistItemKind | null>(null);
  const departures = useDepartures(tripId);
  const board = useReadinessBoard(tripId === undefined ? undefined : id, missing);
  const departure = departures.data?.find((row) => row.id === id);
  if (tripId === undefined || id === undefined) {
    return (
      <>
        <PageHeader title={t('checklist.board.title')} />
        <NotFoundNote message={t('checklist.board.notFound')} />
      </>
    );
  }
  return (
    <>
      <BackLink to={paths.departure.href(tripId, id)} label={t('checklist.board.back')} />
      <PageHeader
        title={t('checklist.board.title')}
        subtitle={departure ? localize(departure.label, fmt.locale) : undefined}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} href={readinessExportUrl(id, missing, fmt.locale)}>
            {t('checklist.board.export')}
          </Button>
        }
      />
      <QueryState
        query={board}
        what="readiness board"
        skeleton={<DetailSkeleton />}
        notFoundMessage={t('checklist.board.notFound')}
      >
        {(data) => <Board board={data} tripId={tripId} missing={missing} onFilter={setMissing} />}
      </QueryState>
    </>
  );
}
