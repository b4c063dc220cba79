// Successful, missed and potential orders over time as lines (this store, solid) beside the
// franchise's per-store average (same colour, dashed). Drawn as plain SVG: three to six lines
// need no chart library. The table below carries the same numbers for screen readers, so the
// drawing is one labelled image and the pointer read-out is for sighted users only.
import { Box, ButtonBase, Paper, useTheme } from '@mui/material';
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { CountKind } from '../../domain/orders';
import type { EnabledLanguageCode } from '../../domain/languages';
import { hourLabelEvery, labelEvery, niceTicks } from './chartScale';
import { kindColor } from './colors';
import { countText } from './format';
import { axisLabel, bucketLabel } from './labels';
import { COUNT_KINDS, type CountTable } from './series';
import { T } from './StatsControls';

const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
const DASH = '6 4';
/** Up to this many buckets the store's points are marked; more would be a smear of dots. */
const MAX_MARKED_POINTS = 40;

function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

type Visible = Record<CountKind | 'average', boolean>;

interface CountsChartProps {
  table: CountTable;
  language: EnabledLanguageCode;
  /** Says what the image shows (kinds, bucket size, range). */
  label: string;
  height?: number;
}

export function CountsChart({ table, language, label, height = 260 }: CountsChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const [visible, setVisible] = useState<Visible>({ successful: true, missed: true, potential: true, average: true });
  const [hover, setHover] = useState<number | null>(null);
  const { rows, groupType } = table;

  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;

  const ticks = useMemo(() => {
    let max = 0;
    for (const row of rows) {
      for (const kind of COUNT_KINDS) {
        if (visible[kind]) max = Math.max(max, row.store[kind], visible.average ? row.average[kind] : 0);
      }
    }
    return niceTicks(max);
  }, [rows, visible]);
  const top = ticks[ticks.length - 1]!;
  const x = (index: number) => MARGIN.left + (rows.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (rows.length - 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const path = (values: number[]) => values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join('');
  const every =
    groupType === 'hour' ? hourLabelEvery(rows.length, plotWidth, 44) : labelEvery(rows.length, plotWidth, groupType === 'month' ? 72 : 56);
  // Successful last, on top: with no missed order it covers the potential line it equals.
  const drawn = (['potential', 'missed', 'successful'] as const).filter((kind) => visible[kind]);

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    if (rows.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const offset = ((event.clientX - box.left) / box.width) * plotWidth;
    const index = rows.length <= 1 ? 0 : Math.round((offset / plotWidth) * (rows.length - 1));
    setHover(Math.min(Math.max(index, 0), rows.length - 1));
  };

  const hovered = hover === null ? undefined : rows[hover];
  // Beside the guide line, on the side with room, and never past the chart's edges (phones).
  const tooltipWidth = Math.min(250, width - 8);
  const tooltipLeft = (lineX: number) => {
    const left = lineX > width / 2 ? lineX - 10 - tooltipWidth : lineX + 10;
    return Math.min(Math.max(left, 4), width - tooltipWidth - 4);
  };
  const toggle = (key: keyof Visible) => setVisible((current) => ({ ...current, [key]: !current[key] }));

  return (
    <Box>
      {/* Sized by the card, never by the drawing: the drawing is redrawn for the measured width. */}
      <Box ref={ref} sx={{ position: 'relative', width: '100%', contain: 'inline-size' }}>
        <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block', touchAction: 'pan-y' }}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
                {countText(tick, language)}
              </text>
            </g>
          ))}
          {rows.map((row, index) =>
            index % every === 0 ? (
              <text
                key={row.date}
                x={x(index)}
                y={height - 8}
                fontSize={11}
                fill={theme.palette.text.secondary}
                textAnchor={rows.length > 1 && index === 0 ? 'start' : rows.length > 1 && index === rows.length - 1 ? 'end' : 'middle'}
              >
                {axisLabel(row.date, groupType, language)}
              </text>
            ) : null,
          )}
          {visible.average &&
            drawn.map((kind) => (
              <path
                key={`${kind}-average`}
                d={path(rows.map((row) => row.average[kind]))}
                fill="none"
                stroke={kindColor(theme, kind)}
                strokeWidth={1.5}
                strokeDasharray={DASH}
                strokeOpacity={0.85}
                data-series={`${kind}-average`}
              />
            ))}
          {drawn.map((kind) => (
            <g key={kind} data-series={kind}>
              <path d={path(rows.map((row) => row.store[kind]))} fill="none" stroke={kindColor(theme, kind)} strokeWidth={2.25} strokeLinejoin="round" />
              {rows.length <= MAX_MARKED_POINTS &&
                rows.map((row, index) => <circle key={row.date} cx={x(index)} cy={y(row.store[kind])} r={2.75} fill={kindColor(theme, kind)} />)}
            </g>
          ))}
          {hover !== null && (
            <line x1={x(hover)} x2={x(hover)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} stroke={theme.palette.text.secondary} strokeDasharray="2 3" />
          )}
          <rect
            x={MARGIN.left}
            y={MARGIN.top}
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerDown={onPointerMove}
            onPointerLeave={() => setHover(null)}
          />
        </svg>
        {hovered && hover !== null && (
          <Paper
            aria-hidden
            elevation={4}
            sx={{
              position: 'absolute',
              top: MARGIN.top,
              pointerEvents: 'none',
              px: 1.25,
              py: 0.75,
              width: tooltipWidth,
              boxSizing: 'border-box',
              left: tooltipLeft(x(hover)),
            }}
          >
            <Box sx={{ display: 'flex', gap: 0.75, typography: 'caption', mb: 0.25 }}>
              <Box component="span" sx={{ flex: 1, fontWeight: 600 }}>{bucketLabel(hovered.date, groupType, language)}</Box>
              <Box component="span" sx={{ color: 'text.secondary', minWidth: 40, textAlign: 'right' }}>{translate(`${T}.table.store`)}</Box>
              <Box component="span" sx={{ color: 'text.secondary', minWidth: 40, textAlign: 'right' }}>{translate(`${T}.table.average`)}</Box>
            </Box>
            {COUNT_KINDS.map((kind) => (
              <Box key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}>
                <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: kindColor(theme, kind) }} />
                <Box component="span" sx={{ flex: 1 }}>{translate(`${T}.kinds.${kind}`)}</Box>
                <Box component="span" sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }}>{countText(hovered.store[kind], language)}</Box>
                <Box component="span" sx={{ color: 'text.secondary', minWidth: 40, textAlign: 'right' }}>{countText(hovered.average[kind], language)}</Box>
              </Box>
            ))}
          </Paper>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {COUNT_KINDS.map((kind) => (
          <LegendButton key={kind} pressed={visible[kind]} onClick={() => toggle(kind)} color={kindColor(theme, kind)} label={translate(`${T}.kinds.${kind}`)} />
        ))}
        <LegendButton pressed={visible.average} onClick={() => toggle('average')} color={theme.palette.text.secondary} dashed label={translate(`${T}.chart.average`)} />
      </Box>
    </Box>
  );
}

function LegendButton({ pressed, onClick, color, label, dashed = false }: { pressed: boolean; onClick: () => void; color: string; label: string; dashed?: boolean }) {
  return (
    <ButtonBase
      aria-pressed={pressed}
      onClick={onClick}
      sx={{
        gap: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        typography: 'body2',
        color: pressed ? 'text.primary' : 'text.secondary',
        textDecoration: pressed ? 'none' : 'line-through',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <svg width={22} height={10} aria-hidden>
        <line x1={1} x2={21} y1={5} y2={5} stroke={color} strokeWidth={dashed ? 1.75 : 2.5} strokeDasharray={dashed ? '5 3' : undefined} />
      </svg>
      {label}
    </ButtonBase>
  );
}
