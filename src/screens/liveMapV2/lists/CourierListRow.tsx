import { ButtonBase, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { courierStatus } from '../../../domain/enums';
import { courierStatusColor } from '../../../statusColors';
import { shortOrderId } from '../../liveMap/layers/toMarkers';
import type { CourierRow } from '../rows';
import { RowSymbol, StatusChip } from './RowParts';

const T = 'pages.live-map-v2';

/** One courier: name and status, then store and current order. Pressing it selects the courier. */
export const CourierListRow = memo(function CourierListRow({
  row,
  selected,
  onSelect,
}: {
  row: CourierRow;
  selected: boolean;
  onSelect: (row: CourierRow) => void;
}) {
  const translate = useTranslate();
  return (
    <ButtonBase
      onClick={() => onSelect(row)}
      aria-pressed={selected}
      sx={{
        width: '100%',
        height: '100%',
        px: 1.5,
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        boxShadow: selected ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` : undefined,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
          <RowSymbol kind="courier" color={courierStatusColor(row.status)} />
          <Typography variant="body2" noWrap sx={{ fontWeight: 500, flex: 1, minWidth: 0 }}>
            {row.name}
          </Typography>
          <StatusChip enumeration={courierStatus} value={row.status} />
        </Stack>
        <Typography variant="caption" color="text.secondary" noWrap>
          {row.warehouseName || translate(`${T}.no_store`)}
          {' · '}
          {row.orderId ? translate(`${T}.carrying`, { id: shortOrderId(row.orderId) }) : translate(`${T}.no_order`)}
        </Typography>
      </Stack>
    </ButtonBase>
  );
});
