import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import type { District, School } from '@voyage/domain';
import { Section } from '../../../components/data/section.tsx';
import { SchoolCard } from './school-card.tsx';

/** One district's schools as cards, under the district's name and its number of travellers. */
export function DistrictSchools({ district, schools }: { district: District; schools: readonly School[] }) {
  const { t } = useTranslation('admin');
  const travellers = schools.reduce((sum, school) => sum + school.travellerCount, 0);
  return (
    <Section title={t('schools.districtHeading', { district: t(`districts.${district}`), count: travellers })}>
      {schools.length === 0 ? (
        t('schools.noneInDistrict')
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {schools.map((school) => (
            <Grid key={school.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <SchoolCard school={school} />
            </Grid>
          ))}
        </Grid>
      )}
    </Section>
  );
}
