// The franchise figures of the selected city: one row per store and the total, for the period
// chosen with the toggle (today, yesterday, last week).
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StatsPeriod } from '../../../domain/orders';
import { displayNumber } from '../../../framework/views/fields/format';
import { usePanelFormat } from '../../../framework/views/fields/usePanelFormat';
import { LoadError } from '../../../framework/views/LoadError';
import { STATS_PERIODS } from './api';
import type { PeriodStats } from './useFranchiseStats';
import { visuallyHidden } from '../../../framework/visuallyHidden';

const METRICS = ['successfulOrder', 'missedOrder', 'redBasket'] as const;
const T = 'pages.live-map.stats';

export function StatsTable({ stats }: { stats: Record<StatsPeriod, PeriodStats> }) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const [period, setPeriod] = useState<StatsPeriod>('TODAY');
  const current = stats[period];
  const number = (value: number) => displayNumber(value, language);

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={period}
        onChange={(_, value: StatsPeriod | null) => value && setPeriod(value)}
        aria-label={translate(`${T}.period`)}
        sx={{ mb: 1 }}
      >
        {STATS_PERIODS.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none', py: 0.5 }}>
            {translate(`${T}.periods.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {current.failed ? (
        <LoadError title={translate(`${T}.error`)} error={current.error} onRetry={current.retry} retrying={current.retrying} />
      ) : current.loading ? (
        <Skeleton variant="rectangular" height={96} aria-hidden />
      ) : !current.data || current.data.warehouses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        <Table size="small" sx={{ '& td, & th': { px: 0.75 } }}>
          {/* The toggle above already shows the period; the caption names the table for screen readers. */}
          <caption style={visuallyHidden}>
            {`${translate(`${T}.title`)}: ${translate(`${T}.periods.${period}`)}`}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate(`${T}.warehouse`)}</TableCell>
              {METRICS.map((metric) => (
                <TableCell key={metric} scope="col" align="right">
                  {translate(`${T}.${metric}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {current.data.warehouses.map((warehouse) => (
              <TableRow key={warehouse._id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                  {warehouse.name}
                </TableCell>
                {METRICS.map((metric) => (
                  <TableCell key={metric} align="right">
                    {number(warehouse[metric])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={{ '& th, & td': { fontWeight: 'bold', borderBottom: 0 } }}>
              <TableCell component="th" scope="row">
                {translate(`${T}.total`)}
              </TableCell>
              {METRICS.map((metric) => (
                <TableCell key={metric} align="right">
                  {number(current.data!.total[metric])}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

