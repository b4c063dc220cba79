// One slot as the grid and the day list show it: its times, a dot in its status colour and the
// status in words for assistive technology (and as the tooltip).
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shiftSlotStatus } from '../../domain/enums';
import type { ShiftSlot } from '../../domain/shiftPlan';
import { spanOf } from './time';

export const STATUS_DOT: Record<string, string> = {
  default: '#6b6b6b',
  info: '#0277bd',
  success: '#2e7d32',
  error: '#c62828',
  secondary: '#8a6d00',
  warning: '#b45309',
  primary: '#5d3fd3',
};

export function SlotChip({ slot, timeZone, onOpen }: { slot: ShiftSlot; timeZone: string; onOpen?: (slot: ShiftSlot) => void }) {
  const translate = useTranslate();
  const status = translate(shiftSlotStatus.labelKey(slot.status) ?? '');
  return (
    <Box
      component="span"
      title={status}
      data-slot={slot.id}
      data-status={slot.status}
      onClick={
        onOpen
          ? (event) => {
              event.stopPropagation();
              onOpen(slot);
            }
          : undefined
      }
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        borderRadius: 1,
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        bgcolor: 'action.hover',
        cursor: onOpen ? 'pointer' : undefined,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_DOT[shiftSlotStatus.color(slot.status)], flex: 'none' }} />
      {spanOf(slot, timeZone)}
      <Box component="span" sx={visuallyHidden}>
        {` ${status}`}
      </Box>
    </Box>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
