import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { RoomingTraveller } from '@voyage/domain';

/** Names as the passport writes them (stored in Latin capitals): surname, then first name. */
export function displayName(traveller: RoomingTraveller): string {
  return `${traveller.lastName} ${traveller.firstName}`;
}

/** A short sign shared by a roommate group's members: the group key's first characters. */
function groupSign(groupKey: string): string {
  return groupKey.slice(0, 4).toUpperCase();
}

/**
 * One traveller in a room or among the unplaced: name, gender, school, roommate group, the names they asked
 * for that nobody named back (requests the auto-fill does not follow), and the move control.
 */
export function TravellerLine({ traveller, control }: { traveller: RoomingTraveller; control: ReactNode }) {
  const { t } = useTranslation('rooming');
  return (
    <Stack component="li" spacing={1} sx={{ py: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{displayName(traveller)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t(`gender.${traveller.gender}`)} · {traveller.schoolName}
          {traveller.groupKey && (
            <Chip
              size="small"
              variant="outlined"
              icon={<GroupsOutlinedIcon />}
              label={groupSign(traveller.groupKey)}
              aria-label={`${t('group')} ${groupSign(traveller.groupKey)}`}
              sx={{ ml: 1 }}
            />
          )}
        </Typography>
        {traveller.roommateRequests.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('requests', { names: traveller.roommateRequests.join(', ') })}
          </Typography>
        )}
      </Box>
      {control}
    </Stack>
  );
}
