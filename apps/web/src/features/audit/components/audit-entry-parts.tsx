import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { isAuditAction, type AuditAction } from '../audit-actions.ts';
import { describeDetails, type DetailKey } from './describe-details.ts';

/** With nobody signed in, these are the product's own doing, and these the family's before it has an account. */
const SYSTEM_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'registration.consent-reminder-sent',
  'registration.cancelled',
]);
const FAMILY_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'registration.submitted',
  'registration.email-confirmed',
  'registration.confirmed',
  'registration.confirmation-renewed',
]);

export function ActionText({ action }: { action: string }) {
  const { t } = useTranslation('admin');
  return <>{isAuditAction(action) ? t(`audit.actions.${action}`) : action}</>;
}

/** Who acted: the account's name and e-mail, or who it must have been when nobody was signed in. */
export function ActorText({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const name = entry.actorName ?? entry.actorEmail;
  if (name === null) {
    const action = isAuditAction(entry.action) ? entry.action : null;
    const who =
      action && SYSTEM_ACTIONS.has(action)
        ? t('timeline.system')
        : action && FAMILY_ACTIONS.has(action)
          ? t('timeline.family')
          : t('audit.nobody');
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {who}
      </Typography>
    );
  }
  return (
    <>
      {name}
      {entry.actorName && entry.actorEmail ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {entry.actorEmail}
        </Typography>
      ) : null}
    </>
  );
}

const ENTITY_TYPES = ['traveller', 'user', 'document', 'account_token', 'route', 'school', 'departure'] as const;
type EntityType = (typeof ENTITY_TYPES)[number];
const isEntityType = (value: string): value is EntityType => (ENTITY_TYPES as readonly string[]).includes(value);

/** What the entry is about (a registration links to its page), and the facts it recorded, in words. */
export function AboutText({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const facts = describeDetails(entry.details, {
    status: (status) => t(`components:status.${status}`),
    label: (key: DetailKey) => t(`audit.details.${key}`),
    date: fmt.date,
  });
  const subject =
    entry.entityType === 'traveller' && entry.entityId && entry.tripId !== null ? (
      <Link component={RouterLink} to={paths.registration.href(entry.tripId, entry.entityId)} sx={{ fontWeight: 500 }}>
        {t('audit.registration')}
      </Link>
    ) : isEntityType(entry.entityType) ? (
      t(`audit.entities.${entry.entityType}`)
    ) : (
      entry.entityType
    );
  return (
    <>
      {subject}
      {facts ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {facts}
        </Typography>
      ) : null}
    </>
  );
}
