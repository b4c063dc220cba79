import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { EnabledLanguageCode } from '../../domain/languages';
import { displayNumber } from '../../framework/views/fields/format';
import { visuallyHidden } from '../../framework/visuallyHidden';
import { ALERT_FIELDS, MINUTE_FIELDS, type PulseField, type TileSection } from './figures';

export const T = 'resources.pulse-screen';
/** Sizes in the tile's type unit (`--pulse-unit`, set by the grid from the room the tile has). */
export const u = (units: number) => `calc(var(--pulse-unit) * ${units})`;

/** A section's figures as a description list: the orders as big numbers over their labels, the rest as label-value lines. */
export function Figures({ section, row, language }: { section: TileSection; row: RaRecord; language: EnabledLanguageCode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" sx={{ fontSize: u(0.7), fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', lineHeight: 1.2, color: 'text.secondary' }}>
        {translate(`${T}.sections.${section.name}`)}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          ...(section.large ? { gridTemplateColumns: `repeat(${section.fields.length}, minmax(0, 1fr))`, columnGap: u(0.4) } : { rowGap: u(0.1) }),
        }}
      >
        {section.fields.map((field) => (
          <Figure key={field} field={field} value={row[field]} large={!!section.large} language={language} label={translate(`${T}.fields.${field}`)} />
        ))}
      </Box>
    </Box>
  );
}

function Figure({ field, value, large, language, label }: { field: PulseField; value: unknown; large: boolean; language: EnabledLanguageCode; label: string }) {
  const translate = useTranslate();
  const alert = ALERT_FIELDS.has(field) && Number(value ?? 0) > 0;
  const missing = value === null || value === undefined;
  return (
    <Box
      data-figure={field}
      data-value={missing ? '' : String(value)}
      data-alert={alert || undefined}
      sx={{
        display: 'flex',
        minWidth: 0,
        // the big numbers stand over their labels; the lists read label then number
        ...(large ? { flexDirection: 'column-reverse', justifyContent: 'flex-end' } : { justifyContent: 'space-between', alignItems: 'baseline', gap: u(0.4) }),
        color: alert ? 'error.main' : undefined,
      }}
    >
      <Typography
        component="dt"
        sx={{ fontSize: u(large ? 0.8 : 0.9), lineHeight: 1.15, overflowWrap: 'anywhere', ...(large ? { minHeight: '2.3em' } : {}), fontWeight: alert ? 700 : undefined }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: u(large ? 2.4 : 1.05), fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {alert && <WarningAmberIcon aria-hidden sx={{ fontSize: '0.6em', verticalAlign: 'middle', mr: '0.1em' }} />}
        {missing ? (
          <>
            <span aria-hidden>–</span>
            <span style={visuallyHidden}>{translate(`${T}.no_time`)}</span>
          </>
        ) : (
          displayNumber(value, language, MINUTE_FIELDS.has(field) ? 1 : undefined)
        )}
      </Typography>
    </Box>
  );
}
