// One slot as the grid and the day list show it: its times, a dot in its status colour and the
// status in words for assistive technology (and as the tooltip).
import { styled } from '@mui/material';
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
    <ChipBox
      title={status}
      data-slot={slot.id}
      data-status={slot.status}
      data-clickable={onOpen ? '' : undefined}
      onClick={
        onOpen
          ? (event) => {
              event.stopPropagation();
              onOpen(slot);
            }
          : undefined
      }
    >
      <Dot aria-hidden style={{ backgroundColor: STATUS_DOT[shiftSlotStatus.color(slot.status)] }} />
      {spanOf(slot, timeZone)}
      <Hidden>{` ${status}`}</Hidden>
    </ChipBox>
  );
}

// Styled once: the grid draws many of these while it scrolls.
const ChipBox = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 6px',
  borderRadius: 8,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  backgroundColor: theme.palette.action.hover,
  fontVariantNumeric: 'tabular-nums',
  '&[data-clickable]': { cursor: 'pointer' },
}));
const Dot = styled('span')({ width: 8, height: 8, borderRadius: '50%', flex: 'none' });
const Hidden = styled('span')({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
