// On a phone the lists hide behind their tab: this bar under the map says what is selected there,
// with the order's detail link, and goes back to its row in the list.
import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { courierStatus, orderStatus } from '../../domain/enums';
import { courierStatusColor, orderStatusColor } from '../../statusColors';
import { RowSymbol, StatusChip } from './lists/RowParts';
import type { CourierRow, OrderRow } from './rows';

const T = 'pages.live-map-v2';

export function SelectionBar({
  courier,
  order,
  onShowInList,
  onClose,
}: {
  courier?: CourierRow;
  order?: OrderRow;
  onShowInList: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  if (!courier && !order) return null;
  return (
    <Paper
      component="section"
      aria-label={translate(`${T}.selected`)}
      elevation={3}
      sx={{ position: 'absolute', left: 8, right: 8, bottom: 40, zIndex: 1000, px: 1.5, py: 1 }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        {courier ? <RowSymbol kind="courier" color={courierStatusColor(courier.status)} /> : <RowSymbol kind="order" color={orderStatusColor(order!.status)} />}
        <Typography variant="body2" noWrap sx={{ fontWeight: 500, flex: 1, minWidth: 0 }}>
          {courier ? courier.name : `#${order!.shortId}`}
        </Typography>
        {courier ? <StatusChip enumeration={courierStatus} value={courier.status} /> : <StatusChip enumeration={orderStatus} value={order!.status} />}
        <IconButton size="small" onClick={onClose} aria-label={translate(`${T}.clear_selection`)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button size="small" onClick={onShowInList}>
          {translate(`${T}.show_in_list`)}
        </Button>
        {order && (
          <Button size="small" component={Link} to={`/order/detail/${encodeURIComponent(order.id)}`}>
            {translate(`${T}.open_order`, { id: order.shortId })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
