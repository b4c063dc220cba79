// A report's series over time (`report.series`, src/domain/declaration/report.ts) above its rows:
// the points its reply carries beside the rows, for the list's own filters (the period, the store),
// as a line on the framework's chart (./SeriesChart.tsx), and the same numbers as a table for
// screen readers. Loaded only by a list whose report declares a series (ListView), so neither this
// module nor the chart's drawing is in the first load.
import { Box, Skeleton, Typography, useTheme } from '@mui/material';
import { useId } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { formatCalendarDay } from '../../../domain/dates';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { reportSeriesPoints, type ReportSeriesPoint } from '../../../domain/declaration/reportSeries';
import type { EnabledLanguageCode } from '../../../domain/languages';
import { letterGrade } from '../../../domain/grades';
import type { ResourceEntry } from '../../types';
import { visuallyHidden } from '../../visuallyHidden';
import { displayNumber } from '../fields/format';
import { fieldLabelKey } from '../fields/labels';
import { usePanelFormat } from '../fields/usePanelFormat';
import { useMessageSection } from '../../../i18n/useMessageSection';
import { SeriesChart } from './SeriesChart';
import { seriesMessages } from './seriesMessages';

const HEIGHT = 220;

/** Day and month only, for the axis: en MM/dd, tr dd/MM (the language's date without its year). */
export function shortDay(day: string, language: EnabledLanguageCode): string {
  const [, month, date] = day.split('-');
  return language === 'tr' ? `${date}/${month}` : `${month}/${date}`;
}

/** A point's days: its one day, or its first and last. */
export function pointDays(point: Pick<ReportSeriesPoint, 'from' | 'to'>, language: EnabledLanguageCode): string {
  const from = formatCalendarDay(point.from, language);
  // no break before the dash: a narrow column wraps after it
  return point.from === point.to ? from : `${from}\u00a0– ${formatCalendarDay(point.to, language)}`;
}

/** A point's value as the table says it: a grade with one decimal and its letter, a number by its field. */
function valueText(field: FieldDescriptor | undefined, value: number | null, language: EnabledLanguageCode): string {
  if (value === null) return '–';
  if (field?.kind === 'grade') return `${displayNumber(value, language, 1)} (${letterGrade(value) ?? ''})`;
  return displayNumber(value, language, field?.kind === 'number' ? field.decimals : undefined);
}

export default function ReportSeries({ entry }: { entry: ResourceEntry }) {
  useMessageSection(seriesMessages);
  const series = entry.report!.series!;
  const { meta, isPending, error } = useListContext();
  const translate = useTranslate();
  const theme = useTheme();
  const { language } = usePanelFormat();
  const headingId = useId();
  // a failed list says so in the rows' place, with its retry
  if (error) return null;
  const points = reportSeriesPoints(series, meta as Record<string, unknown> | undefined);
  const field = entry.fields[series.value];
  const title = translate(`resources.${entry.name}.series.title`);
  const valueLabel = translate(fieldLabelKey(entry.name, series.value, field!));
  const drawn = points.some((point) => point.value !== null);
  const daily = points.every((point) => point.from === point.to);
  const step = translate(daily ? 'app.series.daily' : 'app.series.weekly');
  const label = drawn
    ? translate('app.series.label', { title, from: formatCalendarDay(points[0]!.from, language), to: formatCalendarDay(points.at(-1)!.to, language), step })
    : title;
  const byFrom = new Map(points.map((point) => [point.from, point]));
  // nothing to draw (no store shown): no section at all
  if (!isPending && !drawn) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: { xs: 1, md: 2 }, pt: 1, pb: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {drawn && (
          <Typography variant="body2" color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
            {step}
          </Typography>
        )}
      </Box>
      {!drawn ? (
        <Skeleton variant="rounded" height={HEIGHT} aria-hidden />
      ) : (
        <>
          <SeriesChart
            label={label}
            x={points.map((point) => point.from)}
            tickLabel={(from) => shortDay(from, language)}
            pointLabel={(from) => pointDays(byFrom.get(from) ?? { from, to: from }, language)}
            format={(value) => displayNumber(value, language)}
            height={HEIGHT}
            series={[{ id: series.value, label: valueLabel, values: points.map((point) => point.value), color: theme.palette.primary.main, toggles: [] }]}
            toggles={[]}
          />
          {/* The chart's numbers, for screen readers: a table by its roles, so the list's own
              table stays the page's only <table> (its rows are what the page's row locators mean). */}
          <Box role="table" aria-label={label} sx={visuallyHidden}>
            <div role="rowgroup">
              <div role="row">
                <span role="columnheader">{translate('app.series.period')}</span>
                <span role="columnheader">{valueLabel}</span>
              </div>
            </div>
            <div role="rowgroup">
              {points.map((point) => (
                <div role="row" key={point.from}>
                  <span role="rowheader">{pointDays(point, language)}</span>
                  <span role="cell">{valueText(field, point.value, language)}</span>
                </div>
              ))}
            </div>
          </Box>
        </>
      )}
    </Box>
  );
}
