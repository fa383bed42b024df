import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { StaffWaitingEntry, WaitingEntryStateKind } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { DotChip, type DotColour } from '../../../components/data/dot-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { localize } from '../../../lib/localized.ts';

const COLOUR: Record<WaitingEntryStateKind, DotColour> = {
  waiting: 'warning',
  offered: 'info',
  accepted: 'success',
  declined: 'grey',
  expired: 'grey',
  withdrawn: 'grey',
};

type WaitingListTableProps = {
  entries: readonly StaffWaitingEntry[];
  onOffer(entry: StaffWaitingEntry): void;
};

/**
 * The trip's waiting list in its order (docs/product/places.md#waiting-list): each entry's place in the
 * queue, traveller, school, departure, joining, state (an offer with its deadline) and the reason of an
 * offer out of turn; "Offer now" on each entry still waiting.
 */
export function WaitingListTable({ entries, onOffer }: WaitingListTableProps) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<StaffWaitingEntry>[]>(
    () => [
      { field: 'position', headerName: t('waitingList.columns.position'), type: 'number', minWidth: 90, flex: 0.4 },
      {
        field: 'traveller',
        headerName: t('waitingList.columns.traveller'),
        minWidth: 190,
        flex: 1.1,
        valueGetter: (_value, row) => travellerName(row),
      },
      {
        field: 'state',
        headerName: t('waitingList.columns.state'),
        minWidth: 210,
        flex: 1,
        valueGetter: (_value, row) =>
          row.state === 'offered' && row.expiresAt
            ? t('waitingList.state.offered', { date: fmt.dateTime(row.expiresAt) })
            : t(`waitingList.state.${row.state}`),
        renderCell: ({ row, value }) => <DotChip colour={COLOUR[row.state]} label={String(value)} />,
      },
      {
        field: 'actions',
        headerName: t('waitingList.columns.actions'),
        minWidth: 170,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) =>
          row.state === 'waiting' ? (
            <Button
              size="small"
              variant="outlined"
              aria-label={t('waitingList.offerFor', { name: travellerName(row) })}
              onClick={() => onOffer(row)}
            >
              {t('waitingList.offer')}
            </Button>
          ) : null,
      },
      { field: 'schoolName', headerName: t('waitingList.columns.school'), minWidth: 180, flex: 1.1 },
      {
        field: 'departureLabel',
        headerName: t('waitingList.columns.departure'),
        minWidth: 130,
        flex: 0.7,
        valueGetter: (_value, row) =>
          row.departureLabel ? localize(row.departureLabel, fmt.locale) : t('waitingList.noDeparture'),
      },
      {
        field: 'joinedAt',
        headerName: t('waitingList.columns.joined'),
        minWidth: 170,
        flex: 0.9,
        valueFormatter: (value: string) => fmt.dateTime(value),
      },
      {
        field: 'outOfTurnReason',
        headerName: t('waitingList.columns.reason'),
        minWidth: 200,
        flex: 1.1,
        valueGetter: (value: string | null) => value ?? '',
      },
    ],
    [t, fmt, onOffer],
  );
  return (
    <DataTable<StaffWaitingEntry>
      label={t('waitingList.title')}
      rows={entries}
      columns={columns}
      getRowId={(row) => row.travellerId}
      initialSort={[{ field: 'position', sort: 'asc' }]}
    />
  );
}
