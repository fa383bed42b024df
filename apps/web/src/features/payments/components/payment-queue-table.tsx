import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentQueueRow } from '@voyage/domain';
import type { ReviewQueuePage } from '../../../components/review/review-queue-section.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { cellBox, reviewColumn, ReviewQueueTable } from '../../../components/review/review-queue-table.tsx';
import { PaymentActionButtons } from '../../../entities/payments/payment-action-buttons.tsx';
import { PaymentStatusChip } from '../../../entities/payments/payment-status-chip.tsx';
import { ReceiptPreview } from '../../../entities/payments/receipt-preview.tsx';
import type { PaymentDialogRequest } from '../../../entities/payments/use-payment-dialogs.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import type { PaymentQueueTab } from '../api/payment-queue.ts';
import { transferDateColumn } from '../../../entities/payments/transfer-date-column.ts';

type PaymentQueueTableProps = ReviewQueuePage<PaymentQueueRow> & {
  tripId: number;
  tab: PaymentQueueTab;
  onAction(request: PaymentDialogRequest): void;
};

/**
 * The queue on a desktop: the receipt's thumbnail beside its amount, then whose it is and when it was sent. The
 * API sorts, filters and searches it (docs/product/admin.md#lists).
 */
export function PaymentQueueTable({ tripId, tab, onAction, ...table }: PaymentQueueTableProps) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<PaymentQueueRow>[]>(() => {
    const day = (value: Date) => fmt.day(value.toISOString());
    const list: GridColDef<PaymentQueueRow>[] = [
      reviewColumn.preview<PaymentQueueRow>('receipt', t('columns.receipt'), (row) => <ReceiptPreview payment={row} />),
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
      reviewColumn.personalCode<PaymentQueueRow>({
        headerName: t('columns.reference'),
        tripId,
        missing: t('noReference'),
        minWidth: 100,
        flex: 0.6,
      }),
      reviewColumn.traveller<PaymentQueueRow>({
        headerName: t('columns.traveller'),
        tripId,
        name: travellerName,
        flex: 1.6,
      }),
      reviewColumn.school<PaymentQueueRow>(t('columns.school')),
      transferDateColumn<PaymentQueueRow>({
        headerName: t('columns.transferDate'),
        notGiven: t('notGiven'),
        date: fmt.date,
      }),
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
        reviewColumn.status<PaymentQueueRow>({
          headerName: t('columns.status'),
          valueOptions: PAYMENT_STATUSES.map((value) => ({ value, label: t(`components:paymentStatus.${value}`) })),
          chip: (row) => <PaymentStatusChip status={row.status} />,
          note: (row) => (row.receivedAt ? fmt.day(row.receivedAt) : row.rejectionReason),
        }),
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
        reviewColumn.reviewedBy<PaymentQueueRow>(t('columns.reviewedBy')),
      );
    }
    list.push(
      reviewColumn.actions<PaymentQueueRow>(t('columns.actions'), 250, (row) => (
        <PaymentActionButtons payment={row} onAction={onAction} />
      )),
    );
    return list;
  }, [t, fmt, tab, tripId, onAction]);

  return (
    <ReviewQueueTable<PaymentQueueRow>
      {...table}
      columns={columns}
      hiddenFields={tab === 'all' ? ['schoolName', 'receivedAt', 'method', 'reviewedByName'] : ['schoolName']}
    />
  );
}
