import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, ButtonBase, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { orderStatus } from '../../../domain/enums';
import { orderStatusColor } from '../../../statusColors';
import { ageMinutes, type OrderRow } from '../rows';
import { RowSymbol, StatusChip } from './RowParts';

const T = 'pages.live-map-v2';

/**
 * One active order: short id and status, then store and age. Pressing the row selects the order
 * on the map; the link beside it opens the order's detail page.
 */
export const OrderListRow = memo(function OrderListRow({
  row,
  selected,
  now,
  onSelect,
}: {
  row: OrderRow;
  selected: boolean;
  now: number;
  onSelect: (row: OrderRow) => void;
}) {
  const translate = useTranslate();
  const open = translate(`${T}.open_order`, { id: row.shortId });
  return (
    <Stack
      direction="row"
      alignItems="center"
      sx={{
        height: '100%',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        boxShadow: selected ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` : undefined,
      }}
    >
      <ButtonBase
        onClick={() => onSelect(row)}
        aria-pressed={selected}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          pl: 1.5,
          pr: 0.5,
          justifyContent: 'flex-start',
          textAlign: 'left',
          '&:hover': { bgcolor: selected ? undefined : 'action.hover' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
            <RowSymbol kind="order" color={orderStatusColor(row.status)} />
            <Typography variant="body2" noWrap sx={{ fontWeight: 500, fontFamily: 'monospace', flex: 1, minWidth: 0 }}>
              #{row.shortId}
            </Typography>
            <StatusChip enumeration={orderStatus} value={row.status} />
          </Stack>
          <Typography variant="caption" color="text.secondary" noWrap>
            {row.warehouseName || translate(`${T}.no_store`)}
            {' · '}
            {translate(`${T}.age`, { smart_count: ageMinutes(row.since, now) })}
          </Typography>
        </Stack>
      </ButtonBase>
      <Box sx={{ flex: 'none', pr: 0.5 }}>
        <Tooltip title={open}>
          <IconButton component={Link} to={`/order/detail/${encodeURIComponent(row.id)}`} size="small" aria-label={open}>
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Stack>
  );
});
