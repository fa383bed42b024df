import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminTraveller } from '@voyage/domain';
import { RegistrationStatusChip } from '../../../entities/travellers/registration-status-chip.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { paths } from '../../../lib/paths.ts';
import { CheckList, CheckListItem } from './check-list.tsx';

type PossibleDuplicateNoteProps = { traveller: AdminTraveller; registrations: readonly AdminTraveller[] };

/** Staff are told, never the family, that the same child was registered before: with a link to it. */
export function PossibleDuplicateNote({ traveller, registrations }: PossibleDuplicateNoteProps) {
  const { t } = useTranslation('admin');
  if (!traveller.possibleDuplicateOfId) return null;
  const earlier = registrations.find((row) => row.id === traveller.possibleDuplicateOfId);
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
      <AlertTitle>{t('registration.possibleDuplicate.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: earlier ? 1.5 : 0 }}>
        {t('registration.possibleDuplicate.text')}
      </Typography>
      {earlier && (
        <CheckList>
          <CheckListItem>
            <Typography variant="body2">{t('registration.possibleDuplicate.earlier')}</Typography>
            <Link
              component={RouterLink}
              to={paths.registration.href(earlier.tripId, earlier.id)}
              sx={{ fontWeight: 500 }}
            >
              {travellerName(earlier)}
            </Link>
            <RegistrationStatusChip status={earlier.status} />
          </CheckListItem>
        </CheckList>
      )}
    </Alert>
  );
}
