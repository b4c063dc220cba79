// The chart's numbers as a table: one row per bucket (its label in the user's date format), the
// store's successful, missed and potential orders each beside the franchise's per-store
// average, and the range's totals at the foot.
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EnabledLanguageCode } from '../../domain/languages';
import { countText } from './format';
import { bucketLabel } from './labels';
import { COUNT_KINDS, type CountTable } from './series';
import { T } from './StatsControls';
import { visuallyHidden } from '../../framework/visuallyHidden';

const groupStart = { borderLeft: 1, borderLeftColor: 'divider' } as const;

export function CountsTable({ table, language, caption }: { table: CountTable; language: EnabledLanguageCode; caption: string }) {
  const translate = useTranslate();
  const count = (value: number) => countText(value, language);
  return (
    // A phone scrolls the table sideways, the period column staying in view.
    // The layout sizes itself to its content's min-content width: inline-size containment keeps
    // the table's width out of that sum, so the table scrolls instead of widening the page.
    <TableContainer sx={{ width: '100%', overflowX: 'auto', contain: 'inline-size' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' }, '& tbody tr:hover': { bgcolor: 'action.hover' } }}>
        {/* The card's heading is on screen; the caption says the store and the range to screen readers. */}
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
              {translate(`${T}.table.period`)}
            </TableCell>
            {COUNT_KINDS.map((kind) => (
              <TableCell key={kind} colSpan={2} scope="colgroup" align="center" sx={groupStart}>
                {translate(`${T}.kinds.${kind}`)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {COUNT_KINDS.map((kind) => [
              <TableCell key={`${kind}-store`} scope="col" align="right" sx={groupStart}>
                {translate(`${T}.table.store`)}
              </TableCell>,
              <TableCell key={`${kind}-average`} scope="col" align="right">
                {translate(`${T}.table.average`)}
              </TableCell>,
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.date} data-bucket={row.date}>
              {/* On a phone a week's or an hour's label takes two lines, leaving room for the numbers. */}
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 'normal', position: 'sticky', left: 0, bgcolor: 'background.paper', whiteSpace: { xs: 'normal !important', sm: 'nowrap' }, minWidth: 88 }}
              >
                {bucketLabel(row.date, table.groupType, language)}
              </TableCell>
              {COUNT_KINDS.map((kind) => [
                <TableCell key={`${kind}-store`} align="right" sx={groupStart}>
                  {count(row.store[kind])}
                </TableCell>,
                <TableCell key={`${kind}-average`} align="right" sx={{ color: 'text.secondary' }}>
                  {count(row.average[kind])}
                </TableCell>,
              ])}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& th, & td': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 } }}>
            <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }}>
              {translate(`${T}.table.total`)}
            </TableCell>
            {COUNT_KINDS.map((kind) => [
              <TableCell key={`${kind}-store`} align="right" sx={groupStart}>
                {count(table.totals.store[kind])}
              </TableCell>,
              <TableCell key={`${kind}-average`} align="right">
                {count(table.totals.average[kind])}
              </TableCell>,
            ])}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
