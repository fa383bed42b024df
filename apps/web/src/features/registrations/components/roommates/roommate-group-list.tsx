import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { RegistrationStatusChip } from '../../../../entities/travellers/registration-status-chip.tsx';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { paths } from '../../../../lib/paths.ts';
import { CheckList, CheckListItem } from '../check-list.tsx';

type RoommateGroupListProps = { travellerId: string; group: readonly Traveller[] };

/** The travellers of one roommate group, each leading to their registration; the one on screen is marked. */
export function RoommateGroupList({ travellerId, group }: RoommateGroupListProps) {
  const { t } = useTranslation('admin');
  return (
    <CheckList>
      {group.map((member) => (
        <CheckListItem key={member.id}>
          {member.id === travellerId ? (
            <Typography sx={{ fontWeight: 500 }}>
              {t('registration.roommates.thisRegistration', { name: travellerName(member) })}
            </Typography>
          ) : (
            <Link
              component={RouterLink}
              to={paths.registration.href(member.tripId, member.id)}
              sx={{ fontWeight: 500 }}
            >
              {travellerName(member)}
            </Link>
          )}
          <RegistrationStatusChip status={member.status} />
        </CheckListItem>
      ))}
    </CheckList>
  );
}
