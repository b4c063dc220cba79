import { Alert, Box, Card, CardContent, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, RecordContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { orderError, orderStatus, orderType } from '../../domain/enums';
import type { OrderDetail } from '../../domain/orders';
import { EnumChip } from '../../framework/views/fields/EnumChip';
import { displayDateTime, displayMoney } from '../../framework/views/fields/format';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { shortOrderId } from '../../domain/orders';
import { useRealtimeStatus } from '../../realtime';
import { OrderTimeline } from './OrderTimeline';
import { useOrderDetail } from './useOrderDetail';

/** /order/detail/:id: status, basket and amounts, store, people, customer (when allowed), timeline. */
export default function OrderDetailPage() {
  const { id } = useParams<'id'>();
  if (!id) return null;
  return <OrderDetailScreen key={id} id={id} />;
}

function OrderDetailScreen({ id }: { id: string }) {
  const translate = useTranslate();
  const query = useOrderDetail(id);
  const { data: order, error } = query;
  if (!failedOrHeld(query) && query.isPending) return <Loading />;
  if (error || !order) {
    // The gateway said there is no such order (for this franchise): asking again will not help.
    const notFound = (error as { status?: number } | null)?.status === 404;
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        {notFound ? (
          <Alert severity="warning">{translate('orders.detail.not_found')}</Alert>
        ) : (
          <LoadError title={translate('orders.detail.load_error')} error={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        <BackLinks />
      </Stack>
    );
  }
  return <OrderDetailView order={order} />;
}

function BackLinks() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2}>
      <Link component={RouterLink} to="/commercial/order/active">{translate('orders.detail.to_active')}</Link>
      <Link component={RouterLink} to="/commercial/order/past">{translate('orders.detail.to_past')}</Link>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `order-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" component="span" sx={{ textAlign: 'right' }}>{children}</Typography>
    </Box>
  );
}

/** Whether this page is following the socket right now (it refetches the order on its status events). */
function LiveChip() {
  const translate = useTranslate();
  const status = useRealtimeStatus();
  const connected = status === 'connected';
  return (
    <Chip
      size="small"
      variant="outlined"
      role="status"
      color={connected ? 'success' : 'default'}
      label={connected ? translate('orders.detail.live') : translate(`liveMap.status.${status}`)}
    />
  );
}

/** Numbers and amounts keep to one line; on a phone the cells are narrower so the product name has room. */
const basketTableSx = {
  '& th, & td': { px: { xs: 0.75, sm: 2 } },
  '& th:first-of-type, & td:first-of-type': { pl: 0 },
  '& th:last-of-type, & td:last-of-type': { pr: 0 },
  '& th:not(:first-of-type), & td:not(:first-of-type)': { whiteSpace: 'nowrap' },
} as const;

/** Exported for the component tests: the page once its order is in. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const format = usePanelFormat();
  const money = (value: number) => displayMoney(value, order.basket?.currency || order.currency, format.language);
  const errorKey = order.errorCode === null ? undefined : orderError.labelKey(order.errorCode);
  const basket = order.basket;
  return (
    <RecordContextProvider value={{ ...order, id: order._id }}>
      <Stack spacing={2} sx={{ py: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          {/* The layout's h1 is the page title (Order detail); this order is the next level. */}
          <Typography variant="h6" component="h2">
            {translate('orders.detail.title', { id: shortOrderId(order._id) })}
          </Typography>
          <EnumChip source="status" enumeration={orderStatus} />
          <EnumChip source="domainType" enumeration={orderType} />
          <LiveChip />
        </Stack>
        {order.errorCode === null ? null : (
          <Alert severity="error">
            {translate('orders.detail.error')}: {errorKey ? translate(errorKey) : String(order.errorCode)}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Section title={translate('orders.detail.basket')}>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" sx={basketTableSx}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('orders.detail.product')}</TableCell>
                      <TableCell align="right">{translate('orders.detail.count')}</TableCell>
                      <TableCell align="right">{translate('orders.detail.price')}</TableCell>
                      <TableCell align="right">{translate('orders.detail.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(basket?.products ?? []).map((product) => (
                      <TableRow key={product.productId}>
                        <TableCell>{product.name}</TableCell>
                        <TableCell align="right">{product.count}</TableCell>
                        <TableCell align="right">{money(product.price)}</TableCell>
                        <TableCell align="right">{money(product.totalAmount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Box sx={{ mt: 1, ml: 'auto', maxWidth: 320 }}>
                <Pair label={translate('orders.detail.basket_amount')}>{money(basket?.basketAmount ?? 0)}</Pair>
                <Pair label={translate('orders.detail.delivery_fee')}>{money(basket?.deliveryFee ?? 0)}</Pair>
                <Pair label={translate('orders.detail.total')}>
                  <strong>{money(basket?.totalAmount ?? order.totalAmount)}</strong>
                </Pair>
              </Box>
            </Section>
            <Section title={translate('orders.detail.timeline')}>
              <OrderTimeline events={order.timeline ?? []} format={format} />
            </Section>
          </Stack>
          <Stack spacing={2}>
            <Section title={translate('orders.detail.store')}>
              <Pair label={translate('orders.detail.store')}>{order.warehouse.name}</Pair>
              {order.warehouse.city ? <Pair label={translate('orders.detail.city')}>{order.warehouse.city.name}</Pair> : null}
              <Pair label={translate('orders.fields.createdAt')}>{displayDateTime(order.createdAt, format)}</Pair>
              {order.checkoutAt ? <Pair label={translate('orders.fields.checkoutAt')}>{displayDateTime(order.checkoutAt, format)}</Pair> : null}
              {order.canceledAt ? <Pair label={translate('orders.fields.canceledAt')}>{displayDateTime(order.canceledAt, format)}</Pair> : null}
              {order.deliveredAt ? <Pair label={translate('orders.fields.deliveredAt')}>{displayDateTime(order.deliveredAt, format)}</Pair> : null}
              <Pair label={translate('orders.fields.statusUpdatedAt')}>{displayDateTime(order.statusUpdatedAt, format)}</Pair>
            </Section>
            <Section title={translate('orders.detail.people')}>
              <Pair label={translate('orders.detail.courier')}>{order.courier?.courier.name ?? translate('orders.detail.nobody')}</Pair>
              <Pair label={translate('orders.detail.picker')}>{order.picking?.picker.name ?? translate('orders.detail.nobody')}</Pair>
            </Section>
            {/* The gateway sends the customer only to callers with order_customer_info. */}
            {order.client ? (
              <Section title={translate('orders.detail.customer')}>
                <Pair label={translate('orders.detail.customer_name')}>{order.client.name}</Pair>
                <Pair label={translate('orders.detail.customer_phone')}>{order.client.phone}</Pair>
                {order.deliveryAddress?.address ? <Pair label={translate('orders.detail.customer_address')}>{order.deliveryAddress.address}</Pair> : null}
              </Section>
            ) : null}
          </Stack>
        </Box>
        <BackLinks />
      </Stack>
    </RecordContextProvider>
  );
}
