import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import RestoreIcon from '@mui/icons-material/Restore';
import type { GridColDef } from '@mui/x-data-grid';
import type { TravellerListRow } from '@voyage/domain';
import { DataTable, type ServerList } from '../../../components/data/data-table.tsx';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { RegistrationStatusChip } from '../../../entities/travellers/registration-status-chip.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * A deleted row. The time of the deletion is the registration's last status change (`statusChangedAt`);
 * a registration deleted before that was recorded says so.
 */
type DeletedRow = TravellerListRow;

/** The trip's deleted registrations, each with Restore (docs/product/admin.md#deleted-registrations). */
type DeletedTableProps = {
  rows: readonly DeletedRow[];
  server: ServerList;
  loading?: boolean;
  onRestore(row: DeletedRow): void;
};

export function DeletedTable({ rows, server, loading, onRestore }: DeletedTableProps) {
  const { t } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<DeletedRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.3,
        minWidth: 200,
        valueGetter: (_value, row) => travellerName(row),
        renderCell: ({ row, value }) => (
          <Link component={RouterLink} to={paths.registration.href(row.tripId, row.id)}>
            {value as string}
          </Link>
        ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 140,
        flex: 0.6,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<RestoreIcon />}
            aria-label={t('deleted.restoreName', { name: travellerName(row) })}
            onClick={() => onRestore(row)}
          >
            {t('review.restore')}
          </Button>
        ),
      },
      { field: 'schoolName', headerName: t('columns.school'), flex: 1.2, minWidth: 180 },
      {
        field: 'statusChangedAt',
        headerName: t('columns.deletedOn'),
        type: 'date',
        minWidth: 130,
        flex: 0.7,
        valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
        valueFormatter: (value: Date | null) => (value ? fmt.day(value.toISOString()) : t('deleted.dateUnknown')),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.day(value.toISOString())),
      },
      {
        field: 'deletionReason',
        headerName: t('columns.reason'),
        flex: 2,
        minWidth: 220,
        valueFormatter: (value: string | null) => value ?? t('common.none'),
      },
      {
        field: 'statusBeforeDeletion',
        headerName: t('fields.statusBeforeDeletion'),
        minWidth: 170,
        flex: 0.8,
        renderCell: ({ row }) =>
          row.statusBeforeDeletion ? <RegistrationStatusChip status={row.statusBeforeDeletion} /> : null,
      },
    ],
    [t, fmt, onRestore],
  );
  return (
    <DataTable<DeletedRow> label={t('deleted.table')} rows={rows} columns={columns} server={server} loading={loading} />
  );
}
