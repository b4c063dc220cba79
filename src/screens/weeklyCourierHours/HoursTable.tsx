import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { workType } from '../../domain/enums/workType';
import type { CourierWeek, WorkingHoursSort } from '../../domain/workingHours';
import { ExcessText } from './ExcessCell';
import { formatHours, T } from './text';

export interface SortState {
  field: WorkingHoursSort;
  order: 'ASC' | 'DESC';
}

// each column's header, a text key
const COLUMNS: { field: WorkingHoursSort | null; label: string; numeric?: boolean }[] = [
  { field: 'name', label: `${T}.courier` },
  { field: null, label: 'app.framework.store.label' },
  { field: null, label: `${T}.work_type` },
  { field: 'planned', label: `${T}.planned`, numeric: true },
  { field: 'worked', label: `${T}.worked`, numeric: true },
  { field: 'leave', label: `${T}.leave`, numeric: true },
  { field: null, label: `${T}.limit`, numeric: true },
  { field: 'excess', label: `${T}.excess` },
];

/** The week on a wide screen: an accessible table, sorted by the gateway (column headers sort). */
export function HoursTable(props: {
  rows: CourierWeek[];
  language: string;
  caption: string;
  sort: SortState;
  onSort: (sort: SortState) => void;
  storeName: (id: string) => string;
}) {
  const { rows, language, caption, sort, onSort, storeName } = props;
  const translate = useTranslate();
  const h = (value: number) => translate(`${T}.hours`, { hours: formatHours(value, language) });
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={column.field && sort.field === column.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                {column.field ? (
                  <TableSortLabel
                    active={sort.field === column.field}
                    direction={sort.field === column.field && sort.order === 'ASC' ? 'asc' : 'desc'}
                    onClick={() =>
                      onSort({
                        field: column.field!,
                        order: sort.field === column.field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : column.field === 'name' ? 'ASC' : 'DESC',
                      })
                    }
                  >
                    {translate(column.label)}
                  </TableSortLabel>
                ) : (
                  translate(column.label)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-courier={row.id} data-over={row.excessHours > 0 ? 'true' : 'false'}>
              <TableCell component="th" scope="row">
                {row.name}
                {row.missingClockDays > 0 && (
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {translate(`${T}.missing`, { smart_count: row.missingClockDays })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{storeName(row.warehouseId)}</TableCell>
              <TableCell>{translate(workType.labelKey(row.workType) ?? '')}</TableCell>
              <TableCell align="right">{h(row.plannedHours)}</TableCell>
              <TableCell align="right">{h(row.workedHours)}</TableCell>
              <TableCell align="right">{h(row.leaveHours)}</TableCell>
              <TableCell align="right">{h(row.limitHours)}</TableCell>
              <TableCell>
                <ExcessText hours={row.excessHours} language={language} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
