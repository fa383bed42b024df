import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { isAuditAction } from '../audit-actions.ts';
import { describeDetails } from './describe-details.ts';

/** One page of the log as a table that scrolls sideways inside itself on phones. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('audit.table')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('columns.time')}</TableCell>
            <TableCell scope="col">{t('columns.actor')}</TableCell>
            <TableCell scope="col">{t('columns.action')}</TableCell>
            <TableCell scope="col">{t('columns.entity')}</TableCell>
            <TableCell scope="col">{t('columns.address')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const details = describeDetails(entry.details, (status) => t(`components:status.${status}`));
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
        {entry.actorName ?? entry.actorEmail ?? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('audit.nobody')}
          </Typography>
        )}
        {entry.actorName && entry.actorEmail ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {entry.actorEmail}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ fontWeight: 500, minWidth: 160 }}>
        {isAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
      </TableCell>
      <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>
        <EntityLabel entry={entry} />
        {details ? (
          <Typography variant="body2" color="text.secondary">
            {details}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{entry.ip ?? '—'}</TableCell>
    </TableRow>
  );
}

const ENTITY_TYPES = ['traveller', 'user', 'document', 'account_token', 'route'] as const;
type EntityType = (typeof ENTITY_TYPES)[number];
const isEntityType = (value: string): value is EntityType => (ENTITY_TYPES as readonly string[]).includes(value);

/** What the entry is about: a registration links to its page; anything else is named by its kind. */
function EntityLabel({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  if (entry.entityType === 'traveller' && entry.entityId && entry.tripId !== null) {
    return (
      <Link component={RouterLink} to={paths.registration.href(entry.tripId, entry.entityId)} sx={{ fontWeight: 500 }}>
        {t('audit.registration')}
      </Link>
    );
  }
  return <>{isEntityType(entry.entityType) ? t(`audit.entities.${entry.entityType}`) : entry.entityType}</>;
}
