import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { DISTRICTS, GENDERS, REGISTRATION_STATUSES, type TravellerListRow } from '@voyage/domain';
import { formattedQuickFilter } from '../../components/data/formatted-quick-filter.ts';
import { NotConfirmedMark } from './not-confirmed-mark.tsx';
import { RegistrationStatusChip } from './registration-status-chip.tsx';
import { travellerName } from './traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';

export const TRAVELLER_COLUMNS = [
  'name',
  'personalCode',
  'school',
  'district',
  'gender',
  'guardian',
  'email',
  'emailConfirmed',
  'registeredAt',
  'status',
  'paid',
] as const;
export type TravellerColumn = (typeof TRAVELLER_COLUMNS)[number];

// Status sits next to the name so it stays in view when the table scrolls sideways.
export const REGISTRATION_COLUMNS: readonly TravellerColumn[] = [
  'name',
  'status',
  'school',
  'district',
  'guardian',
  'email',
  'registeredAt',
  'paid',
];
// Every registration, unconfirmed e-mails included (the pending lists hold confirmed ones only).
export const ALL_REGISTRATION_COLUMNS: readonly TravellerColumn[] = [
  'name',
  'status',
  'emailConfirmed',
  'school',
  'district',
  'guardian',
  'email',
  'registeredAt',
  'paid',
];
export const STUDENT_COLUMNS: readonly TravellerColumn[] = [
  'name',
  'personalCode',
  'school',
  'district',
  'gender',
  'guardian',
  'email',
  'paid',
];

type Col = GridColDef<TravellerListRow>;

export function useTravellerColumns(
  keys: readonly TravellerColumn[],
  getHref?: (row: TravellerListRow) => string,
): Col[] {
  const { t } = useTranslation('components');
  const fmt = useFormatters();
  return useMemo(() => {
    const all: Record<TravellerColumn, Col> = {
      name: {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.4,
        minWidth: 220,
        valueGetter: (_value, row) => travellerName(row),
        renderCell: ({ row, value }) =>
          getHref ? (
            <Link component={RouterLink} to={getHref(row)} onClick={(event) => event.stopPropagation()}>
              {value as string}
            </Link>
          ) : (
            value
          ),
      },
      personalCode: { field: 'personalCode', headerName: t('columns.personalCode'), minWidth: 120, flex: 0.6 },
      school: { field: 'schoolName', headerName: t('columns.school'), flex: 1.2, minWidth: 190 },
      district: {
        field: 'district',
        headerName: t('columns.district'),
        type: 'singleSelect',
        valueOptions: DISTRICTS.map((value) => ({ value, label: t(`districts.${value}`) })),
        minWidth: 110,
        flex: 0.7,
      },
      gender: {
        field: 'gender',
        headerName: t('columns.gender'),
        type: 'singleSelect',
        valueOptions: GENDERS.map((value) => ({ value, label: t(`gender.${value}`) })),
        minWidth: 90,
        flex: 0.5,
      },
      guardian: { field: 'guardianName', headerName: t('columns.guardian'), flex: 1.1, minWidth: 160 },
      email: { field: 'guardianEmail', headerName: t('columns.email'), flex: 1.3, minWidth: 220 },
      emailConfirmed: {
        field: 'emailConfirmedAt',
        headerName: t('columns.emailConfirmed'),
        type: 'date',
        minWidth: 215,
        flex: 0.9,
        valueGetter: (value: string | null) => (value ? new Date(value) : null),
        valueFormatter: (value: Date | null) => (value ? fmt.day(value.toISOString()) : t('emailNotConfirmed')),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.day(value.toISOString())),
        renderCell: ({ value, formattedValue }) =>
          value ? formattedValue : <NotConfirmedMark label={formattedValue as string} />,
      },
      registeredAt: {
        field: 'registeredAt',
        headerName: t('columns.registeredAt'),
        type: 'date',
        minWidth: 125,
        flex: 0.7,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => fmt.day(value.toISOString()),
        getApplyQuickFilterFn: formattedQuickFilter((value: Date) => fmt.day(value.toISOString())),
      },
      status: {
        field: 'status',
        headerName: t('columns.status'),
        type: 'singleSelect',
        valueOptions: REGISTRATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        minWidth: 160,
        flex: 0.7,
        renderCell: ({ row }) => (
          <RegistrationStatusChip status={row.status} waitingListPosition={row.waitingListPosition} />
        ),
      },
      paid: {
        field: 'paidCents',
        headerName: t('columns.paid'),
        type: 'number',
        minWidth: 90,
        flex: 0.6,
        valueFormatter: (value: number) => fmt.euro(value),
        getApplyQuickFilterFn: formattedQuickFilter(fmt.euro),
      },
    };
    return keys.map((key) => all[key]);
  }, [keys, getHref, t, fmt]);
}
