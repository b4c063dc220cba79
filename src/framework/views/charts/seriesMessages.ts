import { defineMessages } from '../../../i18n/sections';

/**
 * The texts of a report's series over time (./ReportSeries.tsx): its image's name and its table's
 * heading. Not in the first-load catalogue: the series adds this section when it loads
 * (useMessageSection). The chart's own title is the report's (`series.title` in its messages).
 */
export const seriesMessages = defineMessages('app.series', {
  en: {
    label: '%{title}, %{from} – %{to}, %{step}',
    daily: 'one point per day',
    weekly: 'one point per week, counted back from the last day',
    period: 'Days',
  },
  tr: {
    label: '%{title}, %{from} – %{to}, %{step}',
    daily: 'her gün için bir nokta',
    weekly: 'son günden geriye sayılan her hafta için bir nokta',
    period: 'Günler',
  },
});
