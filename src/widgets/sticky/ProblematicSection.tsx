import { Box, Chip, CircularProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { orderStatus } from '../../domain/enums';
import { shortOrderId } from '../../domain/orders';
import { LoadError } from '../../framework/views/LoadError';
import type { ProblematicList } from './problematicOrders';

interface Props {
  list: ProblematicList | undefined;
  loading: boolean;
  /** The call failed or waits for the connection: say so instead of an empty list. */
  failed: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  timeInStatus: (since: string) => string;
  onNavigate: () => void;
}

/**
 * Late orders, the longest waiting first as the gateway sorts them: short id linking to the order,
 * status, store, picker, courier and how long the order has been in its status.
 */
export function ProblematicSection({ list, loading, failed, error, onRetry, retrying, timeInStatus, onNavigate }: Props) {
  const translate = useTranslate();
  const orders = list?.orders ?? [];
  return (
    <Box component="section" aria-labelledby="sticky-problematic">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography id="sticky-problematic" variant="subtitle2" component="h2">
          {translate('sticky.problematic')}
        </Typography>
        {loading ? <CircularProgress size={14} aria-label={translate('ra.page.loading')} /> : null}
      </Stack>
      {failed ? <LoadError title={translate('sticky.problematic_error')} error={error} onRetry={onRetry} retrying={retrying} sx={{ mb: 1 }} /> : null}
      {list && orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('sticky.no_orders')}</Typography>
      ) : null}
      {orders.length > 0 ? (
        <List dense data-testid="sticky-problematic-list" tabIndex={0} aria-labelledby="sticky-problematic" sx={{ maxHeight: 240, overflowY: 'auto', py: 0 }}>
          {orders.map((order) => {
            const people = [
              order.picking?.picker.name && translate('sticky.picker', { name: order.picking.picker.name }),
              order.courier?.courier.name && translate('sticky.courier', { name: order.courier.courier.name }),
            ].filter(Boolean);
            const statusKey = orderStatus.labelKey(order.status);
            return (
              <ListItem key={order._id} divider data-order={order._id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', px: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    <Link component={RouterLink} to={`/order/detail/${encodeURIComponent(order._id)}`} onClick={onNavigate} sx={{ fontFamily: 'monospace' }}>
                      {shortOrderId(order._id)}
                    </Link>
                    {' · '}
                    {order.warehouse.name}
                  </Typography>
                  {people.length > 0 ? (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {people.join(' · ')}
                    </Typography>
                  ) : null}
                </Box>
                <Stack alignItems="flex-end" spacing={0.25} sx={{ flexShrink: 0 }}>
                  <Chip size="small" color={orderStatus.color(order.status)} label={statusKey ? translate(statusKey) : String(order.status)} />
                  {/* Read out as "in this status for 29 min"; seen as "29 min" under the chip. */}
                  <Typography variant="caption" color="error.main" data-minutes>
                    <Box component="span" sx={visuallyHidden}>
                      {translate('sticky.in_status', { duration: timeInStatus(order.statusUpdatedAt) })}
                    </Box>
                    <span aria-hidden="true">{timeInStatus(order.statusUpdatedAt)}</span>
                  </Typography>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {list && list.totalCount > orders.length ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('sticky.shown', { shown: orders.length, total: list.totalCount })}
        </Typography>
      ) : null}
    </Box>
  );
}
