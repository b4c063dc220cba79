import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ProgramKind, ScorePart } from '../../domain/programScore';
import { MIN_PROGRAM_HOURS, TIER_THRESHOLDS } from '../../domain/programTiers';
import { PROGRAM_METRICS } from '../../domain/workerProgram';
import { displayMoney, displayNumber } from '../../framework/views/fields/format';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';

const T = 'workerProgram';

/**
 * The metrics behind a worker's score (a row's expand panel, a card's details): each scored
 * figure with its value, weight, the share of the weight it earned and its points; the hours
 * rule; the month's stored figures; the bonus. `children` adds the screen's own (the shifts).
 */
export function ScoreBreakdown({ kind, children }: { kind: ProgramKind; children?: ReactNode }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = usePanelFormat();
  if (!record) return null;
  const number = (value: unknown) => (value == null ? '–' : displayNumber(value, format.language));
  const parts = (record.parts as ScorePart[] | undefined) ?? [];
  const hours = Number(record.hoursWorked);
  const [elite, gold, silver] = TIER_THRESHOLDS.map((threshold) => String(threshold.minScore));
  const titleId = `score-${record.id}`;
  return (
    <Stack spacing={1.5} sx={{ py: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2" id={titleId}>
          {translate(`${T}.score_title`)}
        </Typography>
        <Table size="small" aria-labelledby={titleId} sx={{ '& td, & th': { px: 1 }, maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.figure`)}</TableCell>
              <TableCell align="right">{translate(`${T}.value`)}</TableCell>
              <TableCell align="right">{translate(`${T}.weight`)}</TableCell>
              <TableCell align="right">{translate(`${T}.earned`)}</TableCell>
              <TableCell align="right">{translate(`${T}.points`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {parts.map((part) => (
              <TableRow key={part.figure} data-figure={part.figure}>
                <TableCell component="th" scope="row">
                  {translate(`${T}.figures.${part.figure}`)}
                </TableCell>
                <TableCell align="right">{number(part.value)}</TableCell>
                <TableCell align="right">{number(part.weight)}</TableCell>
                <TableCell align="right">{`${number(part.subScore)} %`}</TableCell>
                <TableCell align="right">{number(part.points)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {translate(`${T}.total`)}
              </TableCell>
              <TableCell colSpan={3} />
              <TableCell align="right" sx={{ fontWeight: 600 }} data-score>
                {number(record.score)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.rule`, { elite, gold, silver, hours: String(MIN_PROGRAM_HOURS) })}
      </Typography>
      {hours < MIN_PROGRAM_HOURS && (
        <Typography variant="body2" data-under-hours>
          {translate(`${T}.under_hours`, { worked: number(hours), hours: String(MIN_PROGRAM_HOURS) })}
        </Typography>
      )}
      {record.previousScore != null && (
        <Typography variant="body2">{translate(`${T}.previous_score`, { score: number(record.previousScore) })}</Typography>
      )}
      <Box>
        <Typography component="h3" variant="subtitle2">
          {translate(`${T}.metrics_title`)}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, maxWidth: 480 }}>
          {PROGRAM_METRICS[kind].map((metric) => (
            <Box key={metric} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${T}.metrics.${metric}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {number(record[metric])}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="body2">
        {Number(record.bonus) > 0
          ? translate(`${T}.bonus`, { amount: displayMoney(record.bonus, (record.bonusCurrency as string | null) ?? format.currency, format.language) })
          : translate(`${T}.no_bonus`)}
      </Typography>
      {children}
    </Stack>
  );
}
