import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useRef } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { EnabledLanguageCode } from '../../domain/languages';
import { gridShape, unitFor, UNIT_PX } from './gridShape';
import { StoreTile } from './StoreTile';
import { useFitArea } from './useFitArea';

/** Space between tiles, px. */
const GAP = 12;

/**
 * The stores' tiles. Wide: a grid that fills the room left on the screen, its columns and type
 * chosen so every tile fits (gridShape), so a wall screen never scrolls. On a phone: one column,
 * the type from the width alone, the page scrolling down as phones do and never sideways.
 */
export function PulseTiles({ rows, language }: { rows: readonly RaRecord[]; language: EnabledLanguageCode }) {
  const translate = useTranslate();
  const ref = useRef<HTMLUListElement>(null);
  const area = useFitArea(ref);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const shape = area && !phone ? gridShape(rows.length, area.width, area.height, GAP) : null;
  const phoneUnit = Math.min(UNIT_PX.max, Math.max(UNIT_PX.min, unitFor(area?.width ?? 0, Infinity)));
  return (
    <Box
      component="ul"
      ref={ref}
      aria-label={translate('resources.pulse-screen.tiles')}
      data-columns={shape?.columns ?? 1}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: `${GAP}px`,
        minWidth: 0,
        '--pulse-unit': `${shape?.unit ?? phoneUnit}px`,
        gridTemplateColumns: shape ? `repeat(${shape.columns}, minmax(0, 1fr))` : 'minmax(0, 1fr)',
        gridAutoRows: shape ? `${shape.rowHeight}px` : 'auto',
        // drawn only once measured: no flash of a one-column grid on a wall screen
        visibility: area ? 'visible' : 'hidden',
      }}
    >
      {rows.map((row) => (
        <Box component="li" key={row.id} sx={{ minWidth: 0, minHeight: 0 }}>
          <StoreTile row={row} language={language} />
        </Box>
      ))}
    </Box>
  );
}
