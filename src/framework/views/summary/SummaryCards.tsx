// The period at a glance: a card per figure (the store's successful orders beside the per-store
// average, how far above or below it), or a card per row (a store's point, its letter, its parts).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import type { SummaryDeclaration, SummaryFigure } from '../../../domain/declaration/summary';
import { displayPercent } from '../fields/format';
import { GradeChip } from '../fields/GradeValue';
import { usePanelFormat } from '../fields/usePanelFormat';
import { visuallyHidden } from '../../visuallyHidden';
import type { SummaryReply } from './source';
import { paletteColor, summaryKey, summaryValueText } from './summaryText';

type Row = Readonly<Record<string, unknown>>;

interface SummaryCardsProps {
  page: string;
  summary: SummaryDeclaration;
  /** Undefined while the first reply is on its way. */
  reply: SummaryReply | undefined;
}

export function SummaryCards({ page, summary, reply }: SummaryCardsProps) {
  const translate = useTranslate();
  const headingId = useId();
  const cards = summary.cards!;
  const perRow = cards.rowTitle !== undefined;
  const rows = perRow ? (reply?.cards ?? []) : [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      {/* The cards speak for themselves on screen; the heading keeps the outline h1 > h2 > h3. */}
      <h2 id={headingId} style={visuallyHidden}>
        {translate(summaryKey(page, cards.title, reply?.args))}
      </h2>
      <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {!reply
          ? [0, 1, 2, 3].map((index) => <Skeleton key={index} variant="rounded" height={118} aria-hidden />)
          : perRow
            ? rows.map((row, index) => <RowCard key={String(row.id ?? index)} page={page} summary={summary} row={row} />)
            : cards.figures.map((figure) => <FigureCard key={figure.value} page={page} summary={summary} figure={figure} totals={reply.totals ?? {}} />)}
      </Box>
    </Box>
  );
}

/** A value as its kind shows it: a grade as its letter, the others as text. */
function Value({ field, value }: { field: FieldDescriptor | undefined; value: unknown }) {
  const { language } = usePanelFormat();
  if (field?.kind === 'grade') return <GradeChip value={value} />;
  return <>{summaryValueText(field, value, language)}</>;
}

function Frame({ heading, color, children }: { heading: ReactNode; color?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography variant="body2" color="text.secondary" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
          {color && <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flex: 'none' }} />}
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const bigValue = { fontWeight: 600, my: 0.5, fontSize: { xs: '1.6rem', sm: '2rem' } } as const;

function FigureCard({ page, summary, figure, totals }: { page: string; summary: SummaryDeclaration; figure: SummaryFigure; totals: Row }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { language } = usePanelFormat();
  const field = summary.fields[figure.value];
  const averageField = figure.average ? summary.fields[figure.average] : undefined;
  return (
    <Frame heading={translate(summaryKey(page, `fields.${figure.value}`))} color={figure.color && paletteColor(theme, figure.color)}>
      <Typography variant="h4" component="p" sx={bigValue}>
        <Value field={field} value={totals[figure.value]} />
      </Typography>
      {figure.average && summary.cards?.averageLine && (
        <Typography variant="body2" color="text.secondary">
          {translate(summaryKey(page, summary.cards.averageLine), { value: summaryValueText(averageField, totals[figure.average], language) })}
        </Typography>
      )}
      {/* a share beside its average is said as both; a comparison would be a share of a share */}
      {figure.average && !(field?.kind === 'number' && field.percent) && (
        <Comparison value={totals[figure.value]} average={totals[figure.average]} better={figure.better ?? 'higher'} />
      )}
    </Frame>
  );
}

/** How far a figure is above or below its average, the arrow green where that is good. */
function Comparison({ value, average, better }: { value: unknown; average: unknown; better: 'higher' | 'lower' }) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  if (typeof value !== 'number' || typeof average !== 'number' || !(average > 0)) return null;
  const change = (value - average) / average;
  if (Math.abs(change) < 0.005) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.framework.summary.same')}
      </Typography>
    );
  }
  const good = change > 0 === (better === 'higher');
  const Arrow = change > 0 ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Arrow aria-hidden fontSize="small" sx={{ color: good ? 'success.main' : 'error.main' }} />
      <span>{translate(`app.framework.summary.${change > 0 ? 'above' : 'below'}`, { percent: displayPercent(Math.abs(change), language) })}</span>
    </Typography>
  );
}

/** One row's card: its title, its first figure large, the others listed under it. */
function RowCard({ page, summary, row }: { page: string; summary: SummaryDeclaration; row: Row }) {
  const translate = useTranslate();
  const [first, ...rest] = summary.cards!.figures;
  return (
    <Frame heading={String(row[summary.cards!.rowTitle!] ?? '')}>
      {first && (
        <Typography variant="h4" component="p" sx={{ ...bigValue, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Value field={summary.fields[first.value]} value={row[first.value]} />
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5, alignItems: 'center' }}>
        {rest.map((figure) => (
          <Box key={figure.value} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(summaryKey(page, `fields.${figure.value}`))}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, display: 'flex' }}>
              <Value field={summary.fields[figure.value]} value={row[figure.value]} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Frame>
  );
}
