import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  travellerPicture,
  type AdminTraveller,
  type PaymentPicture,
  type StaffPayment,
} from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { formattedQuickFilter } from '../../../components/data/formatted-quick-filter.ts';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { PaymentStatusChip } from '../../../entities/payments/payment-status-chip.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';
import { PaymentActionButtons } from '../../../entities/payments/payment-action-buttons.tsx';
import { PaymentCards } from '../../../entities/payments/payment-cards.tsx';
import { ReceiptPreview } from '../../../entities/payments/receipt-preview.tsx';
import { usePaymentDialogs, type PaymentDialogRequest } from '../../../entities/payments/use-payment-dialogs.tsx';
import { useToday } from '../../../entities/payments/use-today.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { useRegistrationPayments } from '../../../entities/payments/api/staff-payments.ts';
import { useRefreshRegistrations } from '../api/refresh-registrations.ts';
import { sentOnColumn, decisionColumn, fileColumn, decideColumn } from './history-columns.tsx';
import { transferDateColumn } from '../../../entities/payments/transfer-date-column.ts';
import { TravellerPrice } from './traveller-price.tsx';

/**
 * The traveller's payments on the registration detail (docs/product/payments.md): each receipt with what
 * happened to it, confirmed or rejected here too, a received one corrected, and money that came without a
 * receipt recorded once the registration is approved. After each, the registration and its timeline are
 * read again.
 */
export function RegistrationPayments({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const today = useToday();
  const isDeleted = traveller.status === 'deleted';
  const payments = useRegistrationPayments(traveller.id, { enabled: !isDeleted });
  const trip = useQuery(tripQuery(traveller.tripId));
  const refreshRegistrations = useRefreshRegistrations();
  const { openDialog, outcome, dialogs } = usePaymentDialogs({ onSettled: refreshRegistrations });
  const onAction = useCallback((request: PaymentDialogRequest) => openDialog(request), [openDialog]);
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const counted = isDeleted ? traveller.payments : payments.data;
  const picture: PaymentPicture | undefined =
    trip.data && counted
      ? travellerPicture({
          trip: trip.data,
          approvedAt: traveller.approvedAt,
          priceCents: traveller.price.priceCents,
          payments: counted,
          today,
        })
      : undefined;
  const canRecord = traveller.status === 'approved';
  const label = t('section.table', { name: travellerName(traveller) });
  const list = (rows: readonly StaffPayment[], readOnly = false) =>
    isNarrow ? (
      <PaymentCards label={label} rows={rows} onAction={onAction} canCorrect readOnly={readOnly} />
    ) : (
      <PaymentsTable label={label} rows={rows} onAction={onAction} readOnly={readOnly} />
    );

  return (
    <Section
      title={t('section.title')}
      actions={
        canRecord ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => openDialog({ action: 'record', traveller, toPayCents: picture?.toPayCents })}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {t('actions.record')}
          </Button>
        ) : null
      }
    >
      <TravellerPrice traveller={traveller} />
      {picture && picture.totalCents > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Typography>
            {t('section.received', { received: fmt.euro(picture.receivedCents), total: fmt.euro(picture.totalCents) })}
          </Typography>
          {picture.processingCents > 0 ? (
            <Typography>{t('section.processing', { amount: fmt.euro(picture.processingCents) })}</Typography>
          ) : null}
          <Typography sx={{ fontWeight: 600 }}>
            {t('section.toPay', { amount: fmt.euro(picture.toPayCents) })}
          </Typography>
          {canRecord && picture.next ? (
            <Typography sx={picture.next.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
              {t(picture.next.overdue ? 'section.overdue' : 'section.next', {
                instalment: localize(picture.next.label, fmt.locale),
                amount: fmt.euro(picture.next.remainingCents),
                date: fmt.date(picture.next.dueDate),
              })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {traveller.status === 'pending' ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('section.recordHint')}
        </Typography>
      ) : null}
      {outcome}
      {isDeleted ? (
        // The API lists no payment of a deleted registration: what the registration carries is shown, to read.
        traveller.payments.length === 0 ? (
          <EmptyState message={t('section.empty')} />
        ) : (
          list(keptPayments(traveller), true)
        )
      ) : (
        <QueryState
          query={payments}
          what="registration payments"
          skeleton={<TableSkeleton rows={2} />}
          isEmpty={(rows) => rows.length === 0}
          emptyMessage={t('section.empty')}
        >
          {(rows) => list(rows)}
        </QueryState>
      )}
      {dialogs}
    </Section>
  );
}

/** A deleted registration's payments as staff lists show them, from what the registration carries. */
function keptPayments(traveller: AdminTraveller): StaffPayment[] {
  return traveller.payments.map((payment) => ({
    ...payment,
    travellerId: traveller.id,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    personalCode: traveller.personalCode,
    language: traveller.language,
    schoolName: traveller.schoolName,
    guardianName: traveller.guardianName,
    reviewedByName: null,
    outstandingCents: 0,
  }));
}

type PaymentsTableProps = {
  label: string;
  rows: readonly StaffPayment[];
  onAction(request: PaymentDialogRequest): void;
  readOnly: boolean;
};

/** One traveller's payments on a desktop, newest first: the receipt beside the amount, then its story. */
function PaymentsTable({ label, rows, onAction, readOnly }: PaymentsTableProps) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<StaffPayment>[]>(() => {
    const day = (value: Date) => fmt.day(value.toISOString());
    const list: GridColDef<StaffPayment>[] = [
      sentOnColumn('submittedAt', t('columns.submittedAt'), day),
      fileColumn('receipt', t('columns.receipt'), (row) => (
        <ReceiptPreview payment={row} size={64} canOpen={!readOnly} />
      )),
      {
        field: 'amountCents',
        headerName: t('columns.amount'),
        type: 'number',
        align: 'left',
        headerAlign: 'left',
        minWidth: 90,
        flex: 0.6,
        valueFormatter: (value: number) => fmt.euro(value),
        getApplyQuickFilterFn: formattedQuickFilter(fmt.euro),
      },
      {
        field: 'method',
        headerName: t('columns.method'),
        type: 'singleSelect',
        valueOptions: PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) })),
        minWidth: 110,
        flex: 0.7,
      },
      transferDateColumn<StaffPayment>({
        headerName: t('columns.transferDate'),
        notGiven: t('notGiven'),
        date: fmt.date,
        isQuickFiltered: true,
      }),
      {
        field: 'receivedAt',
        headerName: t('columns.receivedAt'),
        type: 'date',
        minWidth: 110,
        flex: 0.7,
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
        valueFormatter: (value: Date | null) => (value ? day(value) : t('notYet')),
        getApplyQuickFilterFn: formattedQuickFilter(day),
      },
      decisionColumn({
        headerName: t('columns.status'),
        valueOptions: PAYMENT_STATUSES.map((value) => ({ value, label: t(`components:paymentStatus.${value}`) })),
        minWidth: 160,
        flex: 1.2,
        chip: (row) => <PaymentStatusChip status={row.status} />,
      }),
      {
        field: 'reviewedByName',
        headerName: t('columns.reviewedBy'),
        minWidth: 120,
        flex: 0.8,
        valueFormatter: (value: string | null) => value ?? '',
      },
    ];
    if (readOnly) return list;
    list.push(
      decideColumn(t('columns.actions'), { minWidth: 180, flex: 0.9 }, (row) => (
        <PaymentActionButtons payment={row} onAction={onAction} canCorrect />
      )),
    );
    return list;
  }, [t, fmt, onAction, readOnly]);
  return (
    <DataTable<StaffPayment>
      label={label}
      rows={rows}
      columns={columns}
      rowHeight="auto"
      initialSort={[{ field: 'submittedAt', sort: 'desc' }]}
    />
  );
}
