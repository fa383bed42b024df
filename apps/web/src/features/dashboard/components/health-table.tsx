import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HealthDashboard } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** The list to open: one departure's (with its name), or the whole trip's. */
export type MissingListChoice = { departureId: number; name: string } | { departureId: undefined; name: string };

const stickyFirstColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Health records (docs/product/health.md#dashboard): per departure and in all, how many approved travellers'
 * records are complete and how many are missing something; a missing count opens who is missing what, a count
 * of changes waiting the list of them for that departure (docs/product/health.md#health-changes).
 */
export function HealthTable({
  health,
  onOpenMissing,
}: {
  health: HealthDashboard;
  onOpenMissing(choice: MissingListChoice): void;
}) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const language = useLocale();
  const headingId = useId();
  const trip = t('dashboard.health.total');
  const rows = [
    ...health.byDeparture.map((row) => ({
      key: String(row.departureId),
      name: row.label ? localize(row.label, language) : t('dashboard.health.unplaced'),
      departureId: row.departureId ?? undefined,
      changes: paths.healthChanges.href({ departure: row.departureId ?? 'none' }),
      complete: row.complete,
      missing: row.missing,
      addendaWaiting: row.addendaWaiting,
    })),
    { key: 'total', name: trip, departureId: undefined, changes: paths.healthChanges.href(), ...health.total },
  ];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('dashboard.health.title')}
        </Typography>
        <Link component="button" type="button" onClick={() => onOpenMissing({ departureId: undefined, name: trip })}>
          {t('dashboard.health.whoIsMissing')}
        </Link>
      </Stack>
      <TableContainer
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell sx={stickyFirstColumn}>{t('dashboard.health.columns.departure')}</TableCell>
              <TableCell align="right">{t('dashboard.health.columns.complete')}</TableCell>
              <TableCell align="right">{t('dashboard.health.columns.missing')}</TableCell>
              <TableCell align="right">{t('dashboard.health.columns.addendaWaiting')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                  {row.name}
                </TableCell>
                <TableCell align="right">{fmt.number(row.complete)}</TableCell>
                <TableCell align="right">
                  {row.missing === 0 || (row.key !== 'total' && row.departureId === undefined) ? (
                    fmt.number(row.missing)
                  ) : (
                    <Button
                      size="small"
                      onClick={() =>
                        onOpenMissing(
                          row.departureId === undefined
                            ? { departureId: undefined, name: row.name }
                            : { departureId: row.departureId, name: row.name },
                        )
                      }
                      aria-label={t('dashboard.health.showMissing', { count: row.missing, name: row.name })}
                    >
                      {fmt.number(row.missing)}
                    </Button>
                  )}
                </TableCell>
                <TableCell align="right">
                  {row.addendaWaiting === 0 ? (
                    fmt.number(row.addendaWaiting)
                  ) : (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={row.changes}
                      aria-label={t('dashboard.health.showChanges', { count: row.addendaWaiting, name: row.name })}
                    >
                      {fmt.number(row.addendaWaiting)}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
