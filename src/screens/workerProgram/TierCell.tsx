import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { performanceTier } from '../../domain/enums/performanceTier';
import type { TierChange } from '../../domain/programTiers';
import { EnumChip } from '../../framework/views/fields/EnumChip';

const ICONS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, same: RemoveIcon, new: FiberNewOutlinedIcon } as const;
const COLORS = { up: 'success', down: 'error', same: 'disabled', new: 'info' } as const;

/** The month's tier as its chip, with how it moved from the month before (an arrow named for readers). */
export function TierCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const change = (record.change as TierChange | undefined) ?? 'new';
  const Icon = ICONS[change];
  const previousKey = performanceTier.labelKey(record.previousTier);
  const label = translate(`workerProgram.change.${change}`, { tier: previousKey ? translate(previousKey) : '' });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <EnumChip source="tier" enumeration={performanceTier} />
      <Icon fontSize="small" color={COLORS[change]} titleAccess={label} data-change={change} />
    </Stack>
  );
}
