import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card.tsx';
import { describeData, type ChartDatum } from './chart-datum.ts';

export function CountPieChart({ title, data }: { title: string; data: readonly ChartDatum[] }) {
  const { t } = useTranslation('admin');
  const shown = data.filter((datum) => datum.value > 0);
  return (
    <ChartCard title={title} description={describeData(data)}>
      {shown.length === 0 ? (
        t('empty.chart')
      ) : (
        <PieChart
          height={240}
          series={[
            {
              data: shown.map(({ key, label, value, color }) => ({ id: key, label, value, color })),
              innerRadius: 50,
              paddingAngle: 1,
              cornerRadius: 3,
              highlightScope: { fade: 'global', highlight: 'item' },
            },
          ]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
      )}
    </ChartCard>
  );
}
