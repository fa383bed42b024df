import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { School } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { paths } from '../../../lib/paths.ts';

export function SchoolCard({ school }: { school: School }) {
  const { t } = useTranslation('admin');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.school.href(school.tripId, school.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {school.name}
          </Typography>
          <DetailList
            stacked
            items={[
              { label: t('columns.travellers'), value: school.travellerCount },
              {
                label: t('columns.registrationCode'),
                value: (
                  <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
                    {school.registrationCode}
                  </Box>
                ),
              },
            ]}
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
