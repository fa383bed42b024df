import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import type { GridColDef } from '@mui/x-data-grid';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type TravellerDocument } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { StatusChip } from '../../../components/data/status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { documentFileUrl } from '../api/document-file-url.ts';

export function DocumentsTable({ documents }: { documents: readonly TravellerDocument[] }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<TravellerDocument>[]>(
    () => [
      {
        field: 'uploadedAt',
        headerName: t('columns.uploadedAt'),
        type: 'date',
        minWidth: 130,
        flex: 0.8,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => fmt.day(value.toISOString()),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.day(value.toISOString())),
      },
      { field: 'fileName', headerName: t('columns.fileName'), minWidth: 200, flex: 1.4 },
      {
        field: 'type',
        headerName: t('columns.documentType'),
        type: 'singleSelect',
        valueOptions: DOCUMENT_TYPES.map((value) => ({ value, label: t(`documentType.${value}`) })),
        minWidth: 150,
        flex: 1,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        type: 'singleSelect',
        valueOptions: DOCUMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        minWidth: 150,
        flex: 0.9,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 120,
        flex: 0.6,
        renderCell: ({ row }) => (
          // A plain link: the browser saves the attachment with the staff session's cookie.
          <Link
            href={documentFileUrl(row.id)}
            download
            aria-label={t('registration.downloadDocument', { type: t(`documentType.${row.type}`), file: row.fileName })}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
          >
            <DownloadIcon fontSize="small" aria-hidden />
            {t('registration.download')}
          </Link>
        ),
      },
    ],
    [t, fmt],
  );
  return (
    <DataTable<TravellerDocument>
      label={t('registration.documents')}
      rows={documents}
      columns={columns}
      initialSort={[{ field: 'uploadedAt', sort: 'desc' }]}
    />
  );
}
