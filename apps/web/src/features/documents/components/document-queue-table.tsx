import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentQueueRow } from '@voyage/domain';
import { DataTable, type ServerList } from '../../../components/data/data-table.tsx';
import { DocumentStatusChip } from '../../../components/data/status-chip.tsx';
import { travellerName } from '../../../components/data/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { DocumentActionButtons } from '../../../components/documents/document-action-buttons.tsx';
import { DocumentPreview } from '../../../components/documents/document-preview.tsx';
import type { DocumentDialogRequest } from '../../../components/documents/use-document-dialogs.tsx';
import { paths } from '../../../lib/paths.ts';
import type { DocumentQueueTab } from '../api/document-queue.ts';

type DocumentQueueTableProps = {
  tripId: number;
  tab: DocumentQueueTab;
  label: string;
  /** One page of the queue, as the API answered it. */
  rows: readonly DocumentQueueRow[];
  /** The queue's page, order, search and filters, and how many documents match in all. */
  server: ServerList;
  loading?: boolean;
  onAction(request: DocumentDialogRequest): void;
  busyId: string | null;
};

// Cells that hold more than a line of text: centred in the row's height.
const cellBox = { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' } as const;

/**
 * The queue on a desktop: the document's preview beside its traveller, then its type, school, code and day. The
 * API sorts and searches it; its filters are the drop-downs above it (docs/product/documents.md#documents-queue).
 */
export function DocumentQueueTable({
  tripId,
  tab,
  label,
  rows,
  server,
  loading,
  onAction,
  busyId,
}: DocumentQueueTableProps) {
  const { t } = useTranslation(['documents', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<DocumentQueueRow>[]>(() => {
    const day = (value: Date) => fmt.day(value.toISOString());
    const list: GridColDef<DocumentQueueRow>[] = [
      {
        field: 'preview',
        headerName: t('columns.preview'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 96,
        renderCell: ({ row }) => (
          <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>
            <DocumentPreview document={row} />
          </Box>
        ),
      },
      {
        field: 'name',
        headerName: t('columns.traveller'),
        minWidth: 200,
        flex: 1.5,
        valueGetter: (_value, row) => travellerName(row),
        renderCell: ({ row, value }) => (
          <Box sx={{ ...cellBox, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.registration.href(tripId, row.travellerId)}
              sx={{ fontWeight: 500, lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {value as string}
            </Link>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {row.schoolName}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'type',
        headerName: t('columns.type'),
        type: 'singleSelect',
        valueOptions: DOCUMENT_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
        filterable: false,
        minWidth: 140,
        flex: 0.9,
      },
      // Under the name in its cell; a column of its own to sort by, shown from the Columns panel.
      { field: 'schoolName', headerName: t('columns.school'), minWidth: 160, flex: 1.1 },
      {
        field: 'personalCode',
        headerName: t('columns.personalCode'),
        minWidth: 150,
        flex: 0.7,
        valueFormatter: (value: string | null) => value ?? t('noCode'),
        // The code opens the traveller's page (`/voyageur/…`).
        renderCell: ({ row, formattedValue }) =>
          row.personalCode ? (
            <Box sx={cellBox}>
              <Link component={RouterLink} to={paths.voyageur.href(tripId, row.personalCode, row.travellerId)}>
                {row.personalCode}
              </Link>
            </Box>
          ) : (
            (formattedValue as string)
          ),
      },
      {
        field: 'uploadedAt',
        headerName: t('columns.uploadedAt'),
        type: 'date',
        minWidth: 120,
        flex: 0.7,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: day,
      },
    ];
    if (tab === 'all') {
      list.push(
        {
          field: 'status',
          headerName: t('columns.status'),
          type: 'singleSelect',
          valueOptions: DOCUMENT_STATUSES.map((value) => ({ value, label: t(`components:documentStatus.${value}`) })),
          filterable: false,
          minWidth: 170,
          flex: 1,
          renderCell: ({ row }) => (
            <Box sx={{ ...cellBox, alignItems: 'flex-start', gap: 0.5, minWidth: 0, width: '100%' }}>
              <DocumentStatusChip status={row.status} />
              {row.rejectionReason ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  title={row.rejectionReason}
                  sx={{ lineHeight: 1.3, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {row.rejectionReason}
                </Typography>
              ) : null}
            </Box>
          ),
        },
        {
          field: 'reviewedByName',
          headerName: t('columns.reviewedBy'),
          minWidth: 140,
          flex: 0.8,
          valueFormatter: (value: string | null) => value ?? '',
        },
      );
    }
    list.push({
      field: 'actions',
      headerName: t('columns.actions'),
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      minWidth: 240,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>
          <DocumentActionButtons document={row} onAction={onAction} isBusy={busyId === row.id} />
        </Box>
      ),
    });
    return list;
  }, [t, fmt, tab, tripId, onAction, busyId]);

  return (
    <DataTable<DocumentQueueRow>
      label={label}
      rows={rows}
      columns={columns}
      server={server}
      loading={loading}
      rowHeight={88}
      hiddenFields={['schoolName']}
    />
  );
}
