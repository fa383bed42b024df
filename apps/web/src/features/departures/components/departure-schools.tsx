import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Departure } from '@voyage/domain';
import { paths } from '../../../lib/paths.ts';

export function DepartureSchools({ departure }: { departure: Departure }) {
  const { t } = useTranslation('admin');
  if (departure.schools.length === 0) return t('departure.noSchools');
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {[...departure.schools]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((school) => (
          <li key={school.id}>
            <Chip
              component={RouterLink}
              to={paths.school.href(departure.tripId, school.id)}
              clickable
              variant="outlined"
              label={school.name}
            />
          </li>
        ))}
    </Stack>
  );
}
