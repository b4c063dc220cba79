// A summary's numbers as a table: a row per period (or store, or criterion) with the declared
// columns, grouped under shared headings, and the period's totals at the foot. It carries what
// the chart draws, for screen readers and for reading exact figures.
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { SummaryColumn, SummaryDeclaration } from '../../../domain/declaration/summary';
import { GradeChip } from '../fields/GradeValue';
import { usePanelFormat } from '../fields/usePanelFormat';
import { visuallyHidden } from '../../visuallyHidden';
import type { SummaryReply } from './source';
import { summaryKey, summaryValueText } from './summaryText';

const groupStart = { borderLeft: 1, borderLeftColor: 'divider' } as const;
const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/** Consecutive columns of one group, in order (an ungrouped column is a run of its own). */
function runs(columns: readonly SummaryColumn[]): { group?: string; columns: SummaryColumn[] }[] {
  const out: { group?: string; columns: SummaryColumn[] }[] = [];
  for (const column of columns) {
    const last = out.at(-1);
    if (last && column.group && last.group === column.group) last.columns.push(column);
    else out.push({ group: column.group, columns: [column] });
  }
  return out;
}

export function SummaryBreakdown({ page, summary, reply, caption }: { page: string; summary: SummaryDeclaration; reply: SummaryReply; caption: string }) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const breakdown = summary.breakdown!;
  const grouped = runs(breakdown.columns);
  const twoRows = grouped.some((run) => run.group);
  const label = (column: SummaryColumn) => translate(summaryKey(page, column.label ?? `fields.${column.value}`));
  // the first column of each run draws the line that sets its group apart
  const starts = new Set(grouped.map((run) => run.columns[0]));
  const cell = (column: SummaryColumn, row: Readonly<Record<string, unknown>>, footer = false) => {
    const field = summary.fields[column.value];
    return (
      <TableCell key={column.value} align="right" sx={{ ...(starts.has(column) && twoRows ? groupStart : {}), ...(column.muted && !footer ? { color: 'text.secondary' } : {}) }}>
        {field?.kind === 'grade' ? <GradeChip value={row[column.value]} /> : summaryValueText(field, row[column.value], language)}
      </TableCell>
    );
  };
  return (
    // A phone scrolls the table sideways, the row's heading staying in view. Inline-size
    // containment keeps the table's width out of the page's, so the table scrolls instead of
    // widening the page.
    <TableContainer sx={{ width: '100%', overflowX: 'auto', contain: 'inline-size' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' }, '& tbody tr:hover': { bgcolor: 'action.hover' } }}>
        {/* The card's heading is on screen; the caption says what and when to screen readers. */}
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={twoRows ? 2 : 1} scope="col" sx={sticky}>
              {translate(summaryKey(page, breakdown.rowHeaderLabel))}
            </TableCell>
            {grouped.map((run) =>
              run.group ? (
                <TableCell key={run.group} colSpan={run.columns.length} scope="colgroup" align="center" sx={groupStart}>
                  {translate(summaryKey(page, run.group))}
                </TableCell>
              ) : (
                <TableCell key={run.columns[0]!.value} rowSpan={twoRows ? 2 : 1} scope="col" align="right" sx={twoRows ? groupStart : undefined}>
                  {label(run.columns[0]!)}
                </TableCell>
              ),
            )}
          </TableRow>
          {twoRows && (
            <TableRow>
              {grouped
                .filter((run) => run.group)
                .map((run) => (
                  <Fragment key={run.group}>
                    {run.columns.map((column) => (
                      <TableCell key={column.value} scope="col" align="right" sx={starts.has(column) ? groupStart : undefined}>
                        {label(column)}
                      </TableCell>
                    ))}
                  </Fragment>
                ))}
            </TableRow>
          )}
        </TableHead>
        <TableBody>
          {reply.rows.map((row, index) => (
            <TableRow key={String(row.id ?? index)}>
              {/* On a phone a long heading (a week, an hour) takes two lines, leaving room for the numbers. */}
              <TableCell component="th" scope="row" sx={{ ...sticky, zIndex: 0, fontWeight: 'normal', whiteSpace: { xs: 'normal !important', sm: 'nowrap' }, minWidth: 88 }}>
                {String(row[breakdown.rowHeader] ?? '')}
              </TableCell>
              {breakdown.columns.map((column) => cell(column, row))}
            </TableRow>
          ))}
        </TableBody>
        {breakdown.totalLabel && reply.totals && (
          <TableFooter>
            <TableRow sx={{ '& th, & td': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 } }}>
              <TableCell component="th" scope="row" sx={sticky}>
                {translate(summaryKey(page, breakdown.totalLabel))}
              </TableCell>
              {breakdown.columns.map((column) => cell(column, reply.totals!, true))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
