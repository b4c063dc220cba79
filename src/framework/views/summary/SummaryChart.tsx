// A summary's series over time on the framework's chart (SeriesChart: @mui/x-charts, loaded with
// the first chart): one line per declared series, in its palette colour, the comparisons dashed.
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SummaryDeclaration } from '../../../domain/declaration/summary';
import { SeriesChart } from '../charts/SeriesChart';
import { usePanelFormat } from '../fields/usePanelFormat';
import type { SummaryReply } from './source';
import { paletteColor, summaryKey, summaryValueText } from './summaryText';

export function SummaryChart({ page, summary, reply, label }: { page: string; summary: SummaryDeclaration; reply: SummaryReply; label: string }) {
  const chart = summary.chart!;
  const theme = useTheme();
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const { rows } = reply;
  // a row's labels by its position: the axis' values are the rows themselves
  const x = rows.map((_, index) => String(index));
  const at = (index: string, field: string) => String(rows[Number(index)]?.[field] ?? '');
  return (
    <SeriesChart
      label={label}
      x={x}
      tickLabel={(index) => at(index, chart.tick)}
      pointLabel={(index) => at(index, chart.point)}
      format={(value) => summaryValueText(summary.fields[chart.series[0]?.value ?? ''], value, language)}
      whole={chart.whole}
      series={chart.series.map((one) => ({
        id: one.id,
        label: translate(summaryKey(page, `fields.${one.value}`)),
        values: rows.map((row) => Number(row[one.value] ?? 0)),
        color: paletteColor(theme, one.color),
        dashed: one.dashed,
        toggles: one.toggles,
      }))}
      toggles={chart.toggles.map((one) => ({ ...one, label: translate(summaryKey(page, one.label)), color: paletteColor(theme, one.color) }))}
    />
  );
}
