import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentQueueRow } from '@voyage/domain';
import { DataTable, type ServerList } from '../../../components/data/data-table.tsx';
import { PaymentStatusChip } from '../../../components/data/status-chip.tsx';
import { travellerName } from '../../../components/data/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { PaymentActionButtons } from '../../../components/payments/payment-action-buttons.tsx';
import { ReceiptPreview } from '../../../components/payments/receipt-preview.tsx';
import type { PaymentDialogRequest } from '../../../components/payments/use-payment-dialogs.tsx';
import { paths } from '../../../lib/paths.ts';
import type { PaymentQueueTab } from '../api/payment-queue.ts';

type PaymentQueueTableProps = {
  tripId: number;
  tab: PaymentQueueTab;
  label: string;
  /** One page of the queue, as the API answered it. */
  rows: readonly PaymentQueueRow[];
  /** The queue's page, order, search and filters, and how many payments match in all. */
  server: ServerList;
  loading?: boolean;
  onAction(request: PaymentDialogRequest): void;
};

// Cells that hold more than a line of text: centred in the row's height.
const cellBox = { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' } as const;

/**
 * The queue on a desktop: the receipt's thumbnail beside its amount, then whose it is and when it was sent. The
 * API sorts, filters and searches it (docs/product/admin.md#lists).
 */
export function PaymentQueueTable({ tripId, tab, label, rows, server, loading, onAction }: PaymentQueueTableProps) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<PaymentQueueRow>[]>(() => {
    const day = (value: Date) => fmt.day(value.toISOString());
    const list: GridColDef<PaymentQueueRow>[] = [
      {
        field: 'receipt',
        headerName: t('columns.receipt'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 96,
        renderCell: ({ row }) => (
          <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>
            <ReceiptPreview payment={row} />
          </Box>
        ),
      },
      {
        field: 'amountCents',
        headerName: t('columns.amount'),
        type: 'number',
        align: 'left',
        headerAlign: 'left',
        minWidth: 170,
        flex: 0.9,
        renderCell: ({ row }) => (
          <Box sx={cellBox}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{fmt.euro(row.amountCents)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
              {t('outstanding', { amount: fmt.euro(row.outstandingCents) })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'personalCode',
        headerName: t('columns.reference'),
        minWidth: 100,
        flex: 0.6,
        valueFormatter: (value: string | null) => value ?? t('noReference'),
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
        field: 'name',
        headerName: t('columns.traveller'),
        minWidth: 200,
        flex: 1.6,
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
      // Under the name in its cell; a column of its own to sort by, shown from the Columns panel.
      { field: 'schoolName', headerName: t('columns.school'), minWidth: 160, flex: 1.1 },
      {
        field: 'transferDate',
        headerName: t('columns.transferDate'),
        type: 'date',
        minWidth: 110,
        flex: 0.7,
        valueGetter: (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null),
        valueFormatter: (value: Date | null) => (value ? fmt.date(value.toISOString()) : t('notGiven')),
      },
      {
        field: 'submittedAt',
        headerName: t('columns.submittedAt'),
        type: 'date',
        minWidth: 110,
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
          valueOptions: PAYMENT_STATUSES.map((value) => ({ value, label: t(`components:paymentStatus.${value}`) })),
          minWidth: 170,
          flex: 1,
          renderCell: ({ row }) => (
            <Box sx={{ ...cellBox, alignItems: 'flex-start', gap: 0.5, minWidth: 0, width: '100%' }}>
              <PaymentStatusChip status={row.status} />
              {row.receivedAt || row.rejectionReason ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  title={row.rejectionReason ?? undefined}
                  sx={{ lineHeight: 1.3, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {row.receivedAt ? fmt.day(row.receivedAt) : row.rejectionReason}
                </Typography>
              ) : null}
            </Box>
          ),
        },
        {
          field: 'receivedAt',
          headerName: t('columns.receivedAt'),
          type: 'date',
          minWidth: 120,
          flex: 0.7,
          valueGetter: (value: string | null) => (value ? new Date(value) : null),
          valueFormatter: (value: Date | null) => (value ? day(value) : t('notYet')),
        },
        {
          field: 'method',
          headerName: t('columns.method'),
          type: 'singleSelect',
          valueOptions: PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) })),
          minWidth: 130,
          flex: 0.7,
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
      minWidth: 250,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ ...cellBox, alignItems: 'flex-start' }}>
          <PaymentActionButtons payment={row} onAction={onAction} />
        </Box>
      ),
    });
    return list;
  }, [t, fmt, tab, tripId, onAction]);

  return (
    <DataTable<PaymentQueueRow>
      label={label}
      rows={rows}
      columns={columns}
      server={server}
      loading={loading}
      rowHeight={88}
      hiddenFields={tab === 'all' ? ['schoolName', 'receivedAt', 'method', 'reviewedByName'] : ['schoolName']}
    />
  );
}
