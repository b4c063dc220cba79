// The range at a glance: the store's successful, missed and potential orders and its success
// rate, each beside what one store of the franchise does on average.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CountKind } from '../../domain/orders';
import type { EnabledLanguageCode } from '../../domain/languages';
import { kindColor } from './colors';
import { countText, percentText } from './format';
import { COUNT_KINDS, type CountTotals } from './series';
import { T } from './StatsControls';
import { visuallyHidden } from '../../framework/visuallyHidden';

/** Missed orders are the one figure where more than average is worse. */
const HIGHER_IS_BETTER: Record<CountKind, boolean> = { successful: true, missed: false, potential: true };

function Comparison({ value, average, kind, language }: { value: number; average: number; kind: CountKind; language: EnabledLanguageCode }) {
  const translate = useTranslate();
  if (!(average > 0)) return null;
  const change = (value - average) / average;
  if (Math.abs(change) < 0.005) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.cards.same`)}
      </Typography>
    );
  }
  const good = change > 0 === HIGHER_IS_BETTER[kind];
  const Arrow = change > 0 ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Arrow aria-hidden fontSize="small" sx={{ color: good ? 'success.main' : 'error.main' }} />
      <span>{translate(`${T}.cards.${change > 0 ? 'above' : 'below'}`, { percent: percentText(Math.abs(change), language) })}</span>
    </Typography>
  );
}

function SummaryCard({ label, value, averageLine, color, children }: { label: string; value: string; averageLine: string; color: string; children?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography variant="body2" color="text.secondary" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
          <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flex: 'none' }} />
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, my: 0.5, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {averageLine}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function SummaryCards({ totals, language }: { totals: CountTotals | undefined; language: EnabledLanguageCode }) {
  const translate = useTranslate();
  const theme = useTheme();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      {/* The cards speak for themselves on screen; the heading keeps the outline h1 > h2 > h3. */}
      <h2 id={headingId} style={visuallyHidden}>
        {translate(`${T}.cards.title`)}
      </h2>
    <Box
      sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {totals
        ? [
            ...COUNT_KINDS.map((kind) => (
              <SummaryCard
                key={kind}
                label={translate(`${T}.kinds.${kind}`)}
                value={countText(totals.store[kind], language)}
                averageLine={translate(`${T}.cards.average`, { value: countText(totals.average[kind], language) })}
                color={kindColor(theme, kind)}
              >
                <Comparison value={totals.store[kind]} average={totals.average[kind]} kind={kind} language={language} />
              </SummaryCard>
            )),
            <SummaryCard
              key="rate"
              label={translate(`${T}.success_rate`)}
              value={percentText(totals.successRate, language)}
              averageLine={translate(`${T}.cards.average`, { value: percentText(totals.averageSuccessRate, language) })}
              color={theme.palette.primary.main}
            />,
          ]
        : [0, 1, 2, 3].map((index) => <Skeleton key={index} variant="rounded" height={118} aria-hidden />)}
    </Box>
    </Box>
  );
}
