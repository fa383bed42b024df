import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RegistrationStatusChip } from '../../../../entities/travellers/registration-status-chip.tsx';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { paths } from '../../../../lib/paths.ts';
import { CheckList, CheckListItem } from '../check-list.tsx';
import type { TypedRoommate } from './roommate-overview.ts';
import { WarningChip } from '../warning-chip.tsx';

/** Each roommate name as the family typed it, with the registration it matches or a flag when none does. */
export function TypedRoommatesList({ typed }: { typed: readonly TypedRoommate[] }) {
  const { t } = useTranslation('admin');
  return (
    <CheckList>
      {typed.map(({ name, match }, index) => (
        <CheckListItem key={`${index}:${name}`}>
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {match ? (
            <>
              <Typography component="span" color="text.secondary">
                {t('registration.roommates.matches')}
              </Typography>
              <Link component={RouterLink} to={paths.registration.href(match.tripId, match.id)}>
                {travellerName(match)}
              </Link>
              <RegistrationStatusChip status={match.status} />
            </>
          ) : (
            <WarningChip label={t('registration.roommates.unmatched')} />
          )}
        </CheckListItem>
      ))}
    </CheckList>
  );
}
