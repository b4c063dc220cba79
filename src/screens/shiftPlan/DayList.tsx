// The week plan on a phone: one day at a time (tabs, Monday first), its slots as cards by start,
// open ones saying so. Nothing scrolls sideways at 390 px.
import { Box, Card, CardActionArea, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shiftSlotStatus, vehicleType } from '../../domain/enums';
import type { ShiftSlot } from '../../domain/shiftPlan';
import { spanOf } from './time';
import { STATUS_DOT } from './SlotChip';

interface DayListProps {
  dayLabels: string[];
  day: number;
  onDay: (day: number) => void;
  slots: ShiftSlot[];
  timeZone: string;
  onOpen: (slot: ShiftSlot) => void;
}

export function DayList({ dayLabels, day, onDay, slots, timeZone, onOpen }: DayListProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs value={day} onChange={(_, value: number) => onDay(value)} variant="fullWidth" aria-label={translate('pages.staff-plan.day_tabs')}>
        {dayLabels.map((label, index) => (
          <Tab key={label} value={index} label={label} sx={{ minWidth: 0, px: 0.25, fontSize: 12, whiteSpace: 'normal', lineHeight: 1.2 }} />
        ))}
      </Tabs>
      {slots.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {translate('pages.staff-plan.empty_day')}
        </Typography>
      ) : (
        <Box component="ul" data-testid="day-list" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {slots.map((slot) => (
            <Box component="li" key={slot.id} sx={{ contentVisibility: 'auto', containIntrinsicSize: '0 72px' }}>
              <Card variant="outlined">
                <CardActionArea onClick={() => onOpen(slot)} sx={{ p: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }} data-slot={slot.id}>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{spanOf(slot, timeZone)}</Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {slot.person?.name ?? translate('pages.staff-plan.slot.nobody')}
                      {slot.vehicleType != null ? ` · ${translate(vehicleType.labelKey(slot.vehicleType) ?? '')}` : ''}
                    </Typography>
                  </Box>
                  <Chip
                    sx={{ maxWidth: '45%', flexShrink: 1 }}
                    size="small"
                    variant="outlined"
                    label={translate(shiftSlotStatus.labelKey(slot.status) ?? '')}
                    icon={<Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_DOT[shiftSlotStatus.color(slot.status)] }} />}
                  />
                </CardActionArea>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
