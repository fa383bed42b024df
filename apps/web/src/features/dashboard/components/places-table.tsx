import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardPlaces } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { localize } from '../../../lib/localized.ts';

const COLUMNS = ['capacity', 'approved', 'pending', 'offered', 'waiting', 'free'] as const;

/** The group's name stays in view while the figures scroll sideways on a phone. */
const stickyFirstColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Places (docs/product/places.md#dashboard): the trip's capacity, approved, pending, offered and waiting (the
 * waiting list) and free, then each
 * departure's; a departure without seats reads "No limit". A full row says so in words.
 */
export function PlacesTable({ places }: { places: DashboardPlaces }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const language = useLocale();
  const headingId = useId();
  const count = (value: number | null) => (value === null ? t('dashboard.places.noLimit') : fmt.number(value));
  const rows = [
    { key: 'trip', name: t('dashboard.places.trip'), ...places },
    ...places.departures.map((departure) => ({
      key: String(departure.departureId),
      name: localize(departure.label, language),
      ...departure,
    })),
  ];
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('dashboard.places.title')}
      </Typography>
      <TableContainer
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell sx={stickyFirstColumn}>{t('dashboard.places.columns.name')}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {t(`dashboard.places.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                  {row.name}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {column === 'free' && row.free === 0 ? t('dashboard.places.full') : count(row[column])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
