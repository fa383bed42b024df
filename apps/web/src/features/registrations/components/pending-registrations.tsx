import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { GridRowId } from '@mui/x-data-grid';
import type { BulkApproveResult, TravellerListRow } from '@voyage/domain';
import type { ServerList } from '../../../components/data/data-table.tsx';
import { TravellersTable } from '../../../entities/travellers/travellers-table.tsx';
import { REGISTRATION_COLUMNS } from '../../../entities/travellers/traveller-columns.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/session.tsx';
import { useBulkApprove } from '../api/bulk-approve.ts';
import { BulkApproveDialog } from './review/bulk-approve-dialog.tsx';
import { BulkApproveResultNote } from './review/bulk-approve-result.tsx';
import { useDecisionOutcome, DecisionOutcome } from '../../../components/review/decision-outcome.tsx';

type PendingRegistrationsProps = {
  tripId: number;
  label: string;
  /** The page on screen. */
  rows: readonly TravellerListRow[];
  server: ServerList;
  loading?: boolean;
};

/** The review queue, with checkboxes to approve several registrations at once (each on its own). */
export function PendingRegistrations({ tripId, label, rows, server, loading }: PendingRegistrationsProps) {
  const { t } = useTranslation(['admin', 'common']);
  const bulkApprove = useBulkApprove();
  // Approving is for roles that review (docs/product/staff-roles.md): others read the queue only.
  const canReview = useCan('registrations.review');
  // The rows chosen, kept across pages: ticking rows on page 1 and then on page 2 chooses them all.
  const [chosenRows, setChosenRows] = useState<ReadonlyMap<GridRowId, TravellerListRow>>(new Map());
  const selected = useMemo<ReadonlySet<GridRowId>>(() => new Set(chosenRows.keys()), [chosenRows]);
  const onPage = useMemo(() => new Set(rows.map((row) => row.id)), [rows]);
  const setSelected = (ids: ReadonlySet<GridRowId>) =>
    setChosenRows((before) => {
      const next = new Map<GridRowId, TravellerListRow>();
      // The grid tells the ids of this page; those of other pages stay as they were.
      for (const [id, row] of before) if (!onPage.has(String(id)) || ids.has(id)) next.set(id, row);
      for (const row of rows) if (ids.has(row.id)) next.set(row.id, row);
      return next;
    });
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { outcome, outcomeRef, show, onExited } = useDecisionOutcome<{
    result: BulkApproveResult;
    chosen: TravellerListRow[];
  }>();
  const chosen = useMemo(() => [...chosenRows.values()], [chosenRows]);
  // What the dialog asks about stays as it was while the dialog closes.
  const [asked, setAsked] = useState<TravellerListRow[]>([]);

  const approve = async () => {
    setFailure(null);
    try {
      const result = await bulkApprove.mutateAsync(asked.map((row) => row.id));
      show({ result, chosen: asked });
      setChosenRows(new Map());
      setDialogOpen(false);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };

  return (
    <Box>
      {canReview ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap', mb: 2 }}
        >
          <Button
            variant="contained"
            color="success"
            startIcon={<DoneAllIcon />}
            disabled={chosen.length === 0}
            onClick={() => {
              setFailure(null);
              setAsked(chosen);
              setDialogOpen(true);
            }}
          >
            {t('bulk.approveSelected', { count: chosen.length })}
          </Button>
          {chosen.length > 0 ? (
            <Button onClick={() => setChosenRows(new Map())}>{t('bulk.clear')}</Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('bulk.hint')}
            </Typography>
          )}
        </Stack>
      ) : null}
      <DecisionOutcome outcomeRef={outcomeRef}>
        {outcome ? <BulkApproveResultNote result={outcome.result} chosen={outcome.chosen} /> : null}
      </DecisionOutcome>
      <TravellersTable
        label={label}
        rows={rows}
        server={server}
        loading={loading}
        columns={REGISTRATION_COLUMNS}
        getHref={(row) => paths.registration.href(tripId, row.id)}
        selection={canReview ? { ids: selected, onChange: setSelected } : undefined}
      />
      <BulkApproveDialog
        tripId={tripId}
        chosen={asked}
        open={isDialogOpen}
        isPending={bulkApprove.isPending}
        failure={failure}
        onClose={() => setDialogOpen(false)}
        onConfirm={() => void approve()}
        onExited={onExited}
      />
    </Box>
  );
}
