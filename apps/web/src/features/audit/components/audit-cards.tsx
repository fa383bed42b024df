import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { AboutText, ActionText, ActorText } from './audit-entry-parts.tsx';

/** The log on phones: one card per entry, what happened first, then who, when and from where. */
export function AuditCards({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('audit.table')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography sx={{ fontWeight: 600 }}>
                <ActionText action={entry.action} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time>
                {entry.ip ? ` · ${entry.ip}` : null}
              </Typography>
              <Typography component="div" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                <ActorText entry={entry} />
              </Typography>
              <Typography component="div" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                <AboutText entry={entry} />
              </Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
