import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useSchemePalette } from '../../../components/data/use-scheme-palette.ts';
import { ChartCard } from './chart-card.tsx';
import { describeData, type ChartDatum } from './chart-datum.ts';

type CountBarChartProps = { title: string; seriesLabel: string; data: readonly ChartDatum[]; horizontal?: boolean };

/** Counts per category; horizontal bars when the category names are long (schools). */
export function CountBarChart({ title, seriesLabel, data, horizontal = false }: CountBarChartProps) {
  const { t } = useTranslation('admin');
  const palette = useSchemePalette();
  if (data.length === 0) return <ChartCard title={title}>{t('empty.chart')}</ChartCard>;
  const band = { scaleType: 'band' as const, data: data.map((datum) => datum.label) };
  const count = { tickMinStep: 1 };
  const rowHeight = 34;
  return (
    <ChartCard title={title} description={describeData(data)}>
      <BarChart
        layout={horizontal ? 'horizontal' : 'vertical'}
        height={horizontal ? Math.max(240, data.length * rowHeight + 60) : 240}
        hideLegend
        xAxis={[horizontal ? count : band]}
        yAxis={[horizontal ? { ...band, width: 180 } : { ...count, width: 36 }]}
        series={[{ data: data.map((datum) => datum.value), label: seriesLabel, color: palette.primary.main }]}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
        borderRadius={4}
      />
    </ChartCard>
  );
}
