import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { EnabledLanguageCode } from '../../domain/languages';
import { needsAttention, TILE_SECTIONS } from './figures';
import { Figures, T, u } from './TileFigures';

/** One store's pulse: its name, then its figures by section, what calls for attention in red and said so. */
export function StoreTile({ row, language }: { row: RaRecord; language: EnabledLanguageCode }) {
  const translate = useTranslate();
  const headingId = useId();
  const alert = needsAttention(row);
  const [orders, ...lists] = TILE_SECTIONS;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-pulse-store={row.id}
      data-attention={alert || undefined}
      sx={{
        height: '100%',
        boxSizing: 'border-box',
        p: u(0.6),
        display: 'flex',
        flexDirection: 'column',
        gap: u(0.45),
        minWidth: 0,
        // a red edge beside the words: never colour alone
        borderColor: alert ? 'error.main' : undefined,
        borderTopWidth: alert ? u(0.3) : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: u(0.5), minWidth: 0 }}>
        <Typography id={headingId} component="h2" sx={{ fontSize: u(1.25), fontWeight: 700, lineHeight: 1.2, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {String(row.warehouseName ?? '')}
        </Typography>
        {alert && (
          <Chip
            color="error"
            icon={<WarningAmberIcon />}
            label={translate(`${T}.attention`)}
            sx={{ height: 'auto', py: u(0.15), fontSize: u(0.8), fontWeight: 600, '& .MuiChip-icon': { fontSize: u(1) } }}
          />
        )}
      </Box>
      <Figures section={orders!} row={row} language={language} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.3fr', columnGap: u(0.8), minWidth: 0 }}>
        {lists.map((section) => (
          <Figures key={section.name} section={section} row={row} language={language} />
        ))}
      </Box>
    </Paper>
  );
}
