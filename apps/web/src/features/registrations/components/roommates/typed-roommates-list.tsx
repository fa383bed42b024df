import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { RegistrationStatusChip } from '../../../../entities/travellers/registration-status-chip.tsx';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { paths } from '../../../../lib/paths.ts';
import { CheckList, CheckListItem } from '../check-list.tsx';
import type { TypedRoommate } from './roommate-overview.ts';
import { WarningChip } from '../warning-chip.tsx';

function RegistrationLink({ traveller }: { traveller: Traveller }) {
  return (
    <>
      <Link component={RouterLink} to={paths.registration.href(traveller.tripId, traveller.id)}>
        {travellerName(traveller)}
      </Link>
      <RegistrationStatusChip status={traveller.status} />
    </>
  );
}

/**
 * Each roommate name as the family typed it: the registration it matches and whether that one names this
 * traveller back (only then do they share a room), or a flag when no registration matches.
 */
export function TypedRoommatesList({ typed }: { typed: readonly TypedRoommate[] }) {
  const { t } = useTranslation('admin');
  return (
    <CheckList>
      {typed.map(({ name, match, mutual }, index) => (
        <CheckListItem key={`${index}:${name}`}>
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {match ? (
            <>
              <Typography component="span" color="text.secondary">
                {t('registration.roommates.matches')}
              </Typography>
              <RegistrationLink traveller={match} />
              {mutual ? (
                <Chip size="small" variant="outlined" label={t('registration.roommates.mutual')} />
              ) : (
                <WarningChip label={t('registration.roommates.notNamedBack')} />
              )}
            </>
          ) : (
            <WarningChip label={t('registration.roommates.unmatched')} />
          )}
        </CheckListItem>
      ))}
    </CheckList>
  );
}

/** The schoolmates who name this traveller without being named back: requests the family has not confirmed. */
export function AskedByList({ askedBy }: { askedBy: readonly Traveller[] }) {
  return (
    <CheckList>
      {askedBy.map((other) => (
        <CheckListItem key={other.id}>
          <RegistrationLink traveller={other} />
        </CheckListItem>
      ))}
    </CheckList>
  );
}
