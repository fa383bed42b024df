import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { useSchemePalette } from '../../../components/data/use-scheme-palette.ts';
import { DISTRICTS, GENDERS, REGISTRATION_STATUSES, type Dashboard, type RegistrationStatus } from '@voyage/domain';
import type { ChartDatum } from './chart-datum.ts';
import { CountBarChart } from './count-bar-chart.tsx';
import { CountPieChart } from './count-pie-chart.tsx';

export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const palette = useSchemePalette();
  const statusColour: Record<RegistrationStatus, string> = {
    pending: palette.warning.main,
    approved: palette.success.main,
    rejected: palette.error.main,
    cancelled: palette.info.main,
    deleted: palette.grey[500],
  };
  const count = (counts: Record<string, number>, key: string) => counts[key] ?? 0;

  const byStatus: ChartDatum[] = REGISTRATION_STATUSES.map((key) => ({
    key,
    label: t(`status.${key}`),
    value: count(dashboard.byStatus, key),
    color: statusColour[key],
  }));
  const byDistrict: ChartDatum[] = DISTRICTS.map((key) => ({
    key,
    label: t(`districts.${key}`),
    value: count(dashboard.byDistrict, key),
  }));
  const genderColour = [palette.primary.main, palette.secondary.main, palette.info.main];
  const byGender: ChartDatum[] = GENDERS.map((key, index) => ({
    key,
    label: t(`gender.${key}`),
    value: count(dashboard.byGender, key),
    color: genderColour[index],
  }));
  const bySchool: ChartDatum[] = [...dashboard.bySchool]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .map((school) => ({ key: String(school.schoolId), label: school.name, value: school.count }));

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountPieChart title={t('dashboard.charts.byStatus')} data={byStatus} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountPieChart title={t('dashboard.charts.byGender')} data={byGender} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountBarChart
          title={t('dashboard.charts.byDistrict')}
          seriesLabel={t('dashboard.charts.registrations')}
          data={byDistrict}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountBarChart
          title={t('dashboard.charts.bySchool')}
          seriesLabel={t('dashboard.charts.registrations')}
          data={bySchool}
          horizontal
        />
      </Grid>
    </Grid>
  );
}
