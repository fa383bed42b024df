import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardPayments } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';

type GroupMoney = Omit<DashboardPayments['bySchool'][number], 'schoolId' | 'name'>;

export type PaymentGroupRow = GroupMoney & { key: string; name: string };

type PaymentGroupsTableProps = {
  title: string;
  /** The first column's header: what a row is (school, departure). */
  groupLabel: string;
  rows: readonly PaymentGroupRow[];
  empty: string;
};

const MONEY_COLUMNS = [
  'expectedCents',
  'receivedCents',
  'processingCents',
  'outstandingCents',
  'overdueCents',
] as const;

/** The group's name stays in view while the figures scroll sideways on a phone. */
const stickyFirstColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Money by group as a table named by its heading (h3): a row header per group, the figures right-aligned.
 * On a phone the figures scroll sideways inside the table's own frame (which takes the keyboard focus to
 * do so) while the group's name stays in view.
 */
export function PaymentGroupsTable({ title, groupLabel, rows, empty }: PaymentGroupsTableProps) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const headingId = useId();
  const header: Record<(typeof MONEY_COLUMNS)[number], string> = {
    expectedCents: t('dashboard.payments.columns.expected'),
    receivedCents: t('dashboard.payments.columns.received'),
    processingCents: t('dashboard.payments.columns.processing'),
    outstandingCents: t('dashboard.payments.columns.outstanding'),
    overdueCents: t('dashboard.payments.columns.overdue'),
  };
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell sx={stickyFirstColumn}>{groupLabel}</TableCell>
                {MONEY_COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {header[column]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, minWidth: 140 }}>
                    {row.name}
                  </TableCell>
                  {MONEY_COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      align="right"
                      sx={{
                        whiteSpace: 'nowrap',
                        color: column === 'overdueCents' && row[column] > 0 ? 'error.main' : undefined,
                        fontWeight: column === 'overdueCents' && row[column] > 0 ? 600 : undefined,
                      }}
                    >
                      {fmt.euro(row[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
