import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { PAYMENT_STATUSES, type Payment } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { PaymentStatusChip } from '../../../components/data/status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';

export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<Payment>[]>(
    () => [
      {
        field: 'submittedAt',
        headerName: t('columns.submittedAt'),
        type: 'date',
        minWidth: 130,
        flex: 1,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => fmt.day(value.toISOString()),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.day(value.toISOString())),
      },
      {
        field: 'receivedAt',
        headerName: t('columns.receivedAt'),
        type: 'date',
        minWidth: 130,
        flex: 1,
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
        valueFormatter: (value: Date | null) => (value ? fmt.day(value.toISOString()) : t('common.notYet')),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.day(value.toISOString())),
      },
      {
        field: 'instalment',
        headerName: t('columns.instalment'),
        type: 'singleSelect',
        valueOptions: (['deposit', 'balance'] as const).map((value) => ({ value, label: t(`instalment.${value}`) })),
        minWidth: 120,
        flex: 0.8,
      },
      {
        field: 'amountCents',
        headerName: t('columns.amount'),
        type: 'number',
        minWidth: 110,
        flex: 0.8,
        valueFormatter: (value: number) => fmt.euro(value),
        getApplyQuickFilterFn: formattedQuickFilter(fmt.euro),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        type: 'singleSelect',
        valueOptions: PAYMENT_STATUSES.map((value) => ({ value, label: t(`components:paymentStatus.${value}`) })),
        minWidth: 150,
        flex: 0.9,
        renderCell: ({ row }) => <PaymentStatusChip status={row.status} />,
      },
      {
        field: 'fileName',
        headerName: t('columns.receipt'),
        minWidth: 180,
        flex: 1.2,
        valueFormatter: (value: string | null) => value ?? t('common.none'),
      },
    ],
    [t, fmt],
  );
  return (
    <DataTable<Payment>
      label={t('registration.payments')}
      rows={payments}
      columns={columns}
      initialSort={[{ field: 'submittedAt', sort: 'desc' }]}
    />
  );
}
