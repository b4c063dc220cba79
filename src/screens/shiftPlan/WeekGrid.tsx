// The week plan on a wide screen: an ARIA grid of people (rows) by day (columns), Monday first,
// with a row of open slots on top. Only the rows in view are rendered (fixed row height), so a
// store with 200 people and 2,000 slots paints and scrolls like one with ten. Keyboard first:
// arrow keys move between cells (Home/End to the row's ends, PageUp/PageDown by a screenful,
// Ctrl+Home/End to the corners), Enter or Space opens the cell.
import { Box, styled } from '@mui/material';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ShiftSlot } from '../../domain/shiftPlan';
import { SlotChip } from './SlotChip';
import type { GridRow } from './weekGridRows';

export const ROW_HEIGHT = 56;
const HEADER_HEIGHT = 40;
const OVERSCAN = 4;
const SHOWN_PER_CELL = 2;

export interface Focus {
  row: number;
  col: number;
}

interface WeekGridProps {
  rows: GridRow[];
  dayLabels: string[];
  timeZone: string;
  focus: Focus;
  onFocus: (focus: Focus) => void;
  onOpenCell: (row: GridRow, day: number, slot?: ShiftSlot) => void;
  openLabel: string;
}

export function WeekGrid({ rows, dayLabels, timeZone, focus, onFocus, onOpenCell, openLabel }: WeekGridProps) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(560);
  const moved = useRef(false);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewHeight(element.clientHeight || 560);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Bring the focused cell into view, then move the browser's focus to it once it is rendered.
  useEffect(() => {
    if (!moved.current) return;
    const element = scroller.current;
    if (!element) return;
    const top = focus.row * ROW_HEIGHT;
    const bodyHeight = element.clientHeight - HEADER_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + bodyHeight) element.scrollTop = top + ROW_HEIGHT - bodyHeight;
    const frame = requestAnimationFrame(() => {
      element.querySelector<HTMLElement>(`[data-cell="${focus.row}:${focus.col}"]`)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const pageRows = Math.max(1, Math.floor((viewHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const lastRow = rows.length - 1;
      const lastCol = dayLabels.length; // column 0 is the name
      let next: Focus | null = null;
      switch (event.key) {
        case 'ArrowDown':
          next = { row: Math.min(lastRow, focus.row + 1), col: focus.col };
          break;
        case 'ArrowUp':
          next = { row: Math.max(0, focus.row - 1), col: focus.col };
          break;
        case 'ArrowRight':
          next = { row: focus.row, col: Math.min(lastCol, focus.col + 1) };
          break;
        case 'ArrowLeft':
          next = { row: focus.row, col: Math.max(0, focus.col - 1) };
          break;
        case 'PageDown':
          next = { row: Math.min(lastRow, focus.row + pageRows), col: focus.col };
          break;
        case 'PageUp':
          next = { row: Math.max(0, focus.row - pageRows), col: focus.col };
          break;
        case 'Home':
          next = event.ctrlKey ? { row: 0, col: 0 } : { row: focus.row, col: 0 };
          break;
        case 'End':
          next = event.ctrlKey ? { row: lastRow, col: lastCol } : { row: focus.row, col: lastCol };
          break;
        case 'Enter':
        case ' ':
          if (focus.col > 0 && rows[focus.row]) {
            event.preventDefault();
            onOpenCell(rows[focus.row], focus.col - 1);
          }
          return;
        default:
          return;
      }
      event.preventDefault();
      moved.current = true;
      onFocus(next);
    },
    [rows, dayLabels.length, focus, pageRows, onFocus, onOpenCell],
  );

  const bodyTop = Math.max(0, scrollTop);
  const first = Math.max(0, Math.floor(bodyTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((bodyTop + viewHeight) / ROW_HEIGHT) + OVERSCAN);
  const columns = `minmax(150px, 1.4fr) repeat(${dayLabels.length}, minmax(96px, 1fr))`;
  const moreLabel = useCallback((count: number) => translate('pages.staff-plan.more', { count }), [translate]);

  const rendered = [];
  for (let index = first; index < last; index++) {
    const row = rows[index];
    rendered.push(
      <RowView
        key={row.key}
        row={row}
        index={index}
        focusCol={focus.row === index ? focus.col : -1}
        columns={columns}
        timeZone={timeZone}
        onFocus={onFocus}
        onOpenCell={onOpenCell}
        openLabel={openLabel}
        moreLabel={moreLabel}
      />,
    );
  }

  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label={translate('pages.staff-plan.grid_label')}
      aria-rowcount={rows.length + 1}
      aria-colcount={dayLabels.length + 1}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid="week-grid"
      sx={{ position: 'relative', overflow: 'auto', height: 'min(70vh, 640px)', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
        <Box role="row" aria-rowindex={1} sx={{ display: 'grid', gridTemplateColumns: columns, height: HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
          <Box role="columnheader" sx={headerSx}>
            {translate('pages.staff-plan.person')}
          </Box>
          {dayLabels.map((label) => (
            <Box key={label} role="columnheader" sx={headerSx}>
              {label}
            </Box>
          ))}
        </Box>
      </Box>
      <Box role="rowgroup" sx={{ position: 'relative', height: rows.length * ROW_HEIGHT }}>
        {rendered}
      </Box>
    </Box>
  );
}

const headerSx = { display: 'flex', alignItems: 'center', px: 1, fontSize: 13, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden' } as const;

interface RowViewProps {
  row: GridRow;
  index: number;
  /** The focused column when the focus is in this row, else -1: only the rows it leaves or enters render again. */
  focusCol: number;
  columns: string;
  timeZone: string;
  onFocus: (focus: Focus) => void;
  onOpenCell: (row: GridRow, day: number, slot?: ShiftSlot) => void;
  openLabel: string;
  moreLabel: (count: number) => string;
}

/** One person's (or the open slots') row; memoised, so scrolling renders only the rows coming into view. */
const RowView = memo(function RowView({ row, index, focusCol, columns, timeZone, onFocus, onOpenCell, openLabel, moreLabel }: RowViewProps) {
  const name = row.person ? row.person.name : openLabel;
  const cell = (col: number, role: 'gridcell' | 'rowheader', onOpen?: () => void) => ({
    role,
    tabIndex: focusCol === col ? 0 : -1,
    'data-cell': `${index}:${col}`,
    onFocus: () => {
      if (focusCol !== col) onFocus({ row: index, col });
    },
    onClick: () => {
      onFocus({ row: index, col });
      onOpen?.();
    },
  });
  // No aria-label: a cell is named by its content, its row header (the person) and its column
  // header (the day), as a grid's cells are; each slot chip says its status in words.
  return (
    <RowBox role="row" aria-rowindex={index + 2} data-row={row.key} data-open={row.person ? undefined : ''} style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, gridTemplateColumns: columns }}>
      <CellBox {...cell(0, 'rowheader')} data-name="">
        <span>{name}</span>
      </CellBox>
      {row.days.map((slots, day) => (
        <CellBox key={day} {...cell(day + 1, 'gridcell', () => onOpenCell(row, day))} data-clickable="">
          {slots.slice(0, slots.length > SHOWN_PER_CELL ? 1 : SHOWN_PER_CELL).map((slot) => (
            <SlotChip key={slot.id} slot={slot} timeZone={timeZone} onOpen={(picked) => onOpenCell(row, day, picked)} />
          ))}
          {slots.length > SHOWN_PER_CELL && <MoreText>{moreLabel(slots.length - 1)}</MoreText>}
        </CellBox>
      ))}
    </RowBox>
  );
});

// Styled once (not an sx object per element and render): a screenful of cells costs no style work.
const RowBox = styled('div')(({ theme }) => ({
  position: 'absolute',
  // a row's layout and paint stay inside it: one coming into view lays out alone
  contain: 'layout paint style',
  left: 0,
  right: 0,
  display: 'grid',
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&[data-open]': { backgroundColor: theme.palette.action.hover },
}));

const CellBox = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'center',
  alignItems: 'center',
  gap: 4,
  padding: '0 8px',
  minWidth: 0,
  overflow: 'hidden',
  outline: 'none',
  '& + &': { borderLeft: `1px solid ${theme.palette.divider}` },
  '&[data-clickable]': { cursor: 'pointer' },
  '&[data-name] > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '[data-open] > &[data-name]': { fontWeight: 600 },
  '&:focus': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
}));

const MoreText = styled('span')(({ theme }) => ({ fontSize: 12, fontWeight: 600, color: theme.palette.text.secondary }));
