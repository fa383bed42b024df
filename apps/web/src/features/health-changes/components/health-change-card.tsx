import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HealthAddendumRow } from '@voyage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDate } from '../../../lib/localized.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAcknowledgeAddendum, useStaffHealthAddenda } from '../../../entities/health/api/staff-addenda.ts';

type HealthChangeCardProps = {
  change: HealthAddendumRow;
  tripId: number;
  /** The departure's name, or that the school has none yet. */
  departureName: string;
  /** Once acknowledged: the change leaves the list, the screen says so. */
  onAcknowledged(travellerName: string): void;
};

/**
 * One change waiting (docs/product/health.md#health-changes): whose, which departure, which section, when and by
 * whom, as the traveller's page says it; its text on request (an audited read); "Acknowledge" right here.
 */
export function HealthChangeCard({ change, tripId, departureName, onAcknowledged }: HealthChangeCardProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const read = useStaffHealthAddenda(change.travellerId);
  const acknowledge = useAcknowledgeAddendum();
  const name = change.travellerName;
  const text = read.data?.find((addendum) => addendum.id === change.id)?.text;
  const section = change.section
    ? t('healthChanges.section', { section: t(`registration.health.addenda.sections.${change.section}`) })
    : t('healthChanges.noSection');
  const error = read.error ?? acknowledge.error;
  // The button pressed goes once the text is read: the focus moves to the text it brought.
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text !== undefined) textRef.current?.focus();
  }, [text]);
  return (
    <li>
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={paths.registration.href(tripId, change.travellerId)}>
              {name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {departureName}
          </Typography>
          <Typography sx={{ mt: 1 }}>{section}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('registration.health.addenda.sent', {
              name: change.sentByName,
              date: formatDate(change.sentAt, locale),
            })}
          </Typography>
          {text !== undefined ? (
            <Typography
              ref={textRef}
              tabIndex={-1}
              sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', outline: 'none' }}
            >
              {text}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {text === undefined ? (
              <Button
                variant="outlined"
                loading={read.isPending}
                aria-label={t('healthChanges.readFor', { name })}
                onClick={() => read.mutate()}
              >
                {t('healthChanges.read')}
              </Button>
            ) : null}
            <Button
              variant="contained"
              loading={acknowledge.isPending}
              aria-label={t('healthChanges.acknowledgeFor', { name })}
              onClick={() => acknowledge.mutate({ id: change.id, note: '' }, { onSuccess: () => onAcknowledged(name) })}
            >
              {t('registration.health.addenda.acknowledge')}
            </Button>
          </Stack>
          {error ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {apiErrorMessage(t, error)}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}
