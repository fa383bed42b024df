import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ErasureRequest } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The families' erasure requests staff have yet to carry out, oldest first, each leading to the
 * registration, where Erase data… is (docs/product/data-rights.md#erasure).
 */
export function ErasureRequests({ requests }: { requests: ErasureRequest[] }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  if (requests.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('erasureRequests.empty')}</Typography>;
  }
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('erasureRequests.title')}>
        {requests.map((request) => (
          <ListItemButton
            key={request.travellerId}
            component={RouterLink}
            to={paths.registration.href(request.tripId, request.travellerId)}
            divider
            sx={{ minHeight: 48 }}
          >
            <ListItemText
              primary={request.travellerName}
              secondary={`${
                request.scope === 'family'
                  ? t('erasureRequests.scopeFamily', { count: request.registrations })
                  : t('erasureRequests.scopeTraveller')
              } · ${t('erasureRequests.requestedAt')} ${fmt.day(request.requestedAt)}`}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
