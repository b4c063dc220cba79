// The card of the selected courier, order or store. It reads the live data, so it follows the
// status and the assignments as they change; links open the order detail page when allowed.
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pageTarget } from '../../../framework/pageTarget';
import { useRegistry } from '../../../framework/registry';
import { courierStatus, orderStatus, orderType, vehicleType } from '../../../domain/enums';
import type { Courier, Order } from '../../../domain/orders';
import { useAccessSubject } from '../../../framework/useAccessSubject';
import { displayDateTime } from '../../../framework/views/fields/format';
import { usePanelFormat } from '../../../framework/views/fields/usePanelFormat';
import type { LiveWarehouse } from '../data/types';
import { courierWarehouseId } from '../filters';
import { shortOrderId } from '../layers/toMarkers';
import type { LiveSelection } from '../core/selection';
import { StatusChip } from './StatusChip';
import { visuallyHidden } from '../../../framework/visuallyHidden';

const T = 'liveMap.card';

export interface SelectionCardProps {
  selection: LiveSelection;
  orders: readonly Order[];
  couriers: readonly Courier[];
  warehouses: readonly LiveWarehouse[];
  onClose: () => void;
}

export function SelectionCard({ selection, orders, couriers, warehouses, onClose }: SelectionCardProps) {
  const { subject } = useAccessSubject();
  const registry = useRegistry();
  const canOpenOrder = pageTarget(registry, 'order-detail', subject) !== null;
  switch (selection.kind) {
    case 'courier': {
      const courier = couriers.find((item) => item._id === selection.id);
      if (!courier) return null;
      const order = orders.find((item) => item.courier?.courier._id === courier._id);
      return <CourierCard courier={courier} order={order} warehouses={warehouses} canOpenOrder={canOpenOrder} onClose={onClose} />;
    }
    case 'order': {
      const order = orders.find((item) => item._id === selection.id);
      if (!order) return null;
      return <OrderCard order={order} canOpenOrder={canOpenOrder} onClose={onClose} />;
    }
    case 'warehouse': {
      const warehouse = warehouses.find((item) => item._id === selection.id);
      if (!warehouse) return null;
      return <WarehouseCard warehouse={warehouse} orders={orders} couriers={couriers} onClose={onClose} />;
    }
  }
}

interface CardFrameProps {
  kind: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** data-* attributes for tests and tooling (the selected courier's position). */
  data?: Record<`data-${string}`, string | number | undefined>;
}

function CardFrame({ kind, title, onClose, children, data }: CardFrameProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} elevation={4} sx={{ p: 1.5, minWidth: 240, maxWidth: 360 }} data-live-card={kind} {...data}>
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" aria-hidden sx={{ lineHeight: 1.5 }}>
            {translate(`liveMap.kind.${kind}`)}
          </Typography>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <span style={visuallyHidden}>{`${translate(`liveMap.kind.${kind}`)} `}</span>
            {title}
          </Typography>
        </Box>
        <IconButton size="small" onClick={onClose} aria-label={translate(`${T}.close`)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 1, alignItems: 'center' }}>
        {children}
      </Box>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function OrderLink({ order, canOpen, children }: { order: Order; canOpen: boolean; children?: ReactNode }) {
  const label = children ?? `#${shortOrderId(order._id)}`;
  if (!canOpen) return <>{label}</>;
  return (
    <Link component={RouterLink} to={`/order/detail/${encodeURIComponent(order._id)}`}>
      {label}
    </Link>
  );
}

function CourierCard({
  courier,
  order,
  warehouses,
  canOpenOrder,
  onClose,
}: {
  courier: Courier;
  order: Order | undefined;
  warehouses: readonly LiveWarehouse[];
  canOpenOrder: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const format = usePanelFormat();
  const warehouseId = courierWarehouseId(courier);
  const [lon, lat] = courier.location?.coordinates ?? [];
  const locatedAt = courier.location?.updatedAt;
  const warehouseName =
    (typeof courier.warehouse === 'object' && courier.warehouse?.name) ||
    warehouses.find((warehouse) => warehouse._id === warehouseId)?.name;
  return (
    <CardFrame
      kind="courier"
      title={courier.name || translate(`${T}.unknown`)}
      onClose={onClose}
      data={{ 'data-lat': lat, 'data-lon': lon }}
    >
      <Row label={translate(`${T}.status`)}>
        <StatusChip enumeration={courierStatus} value={courier.status} />
      </Row>
      <Row label={translate(`${T}.vehicle`)}>
        {courier.vehicleType != null ? <StatusChip enumeration={vehicleType} value={courier.vehicleType} /> : translate(`${T}.unknown`)}
      </Row>
      {warehouseName && <Row label={translate(`${T}.warehouse`)}>{warehouseName}</Row>}
      <Row label={translate(`${T}.current_order`)}>
        {order ? (
          <Stack direction="row" spacing={1} alignItems="center" component="span">
            <OrderLink order={order} canOpen={canOpenOrder} />
            <StatusChip enumeration={orderStatus} value={order.status} />
          </Stack>
        ) : (
          translate(`${T}.none`)
        )}
      </Row>
      {locatedAt && (
        <Row label={translate(`${T}.located`)}>
          <time dateTime={locatedAt}>{displayDateTime(locatedAt, format)}</time>
        </Row>
      )}
    </CardFrame>
  );
}

function OrderCard({ order, canOpenOrder, onClose }: { order: Order; canOpenOrder: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const format = usePanelFormat();
  const none = translate(`${T}.none`);
  return (
    <CardFrame kind="order" title={`#${shortOrderId(order._id)}`} onClose={onClose}>
      <Row label={translate(`${T}.status`)}>
        <Stack direction="row" spacing={0.5} component="span" flexWrap="wrap" useFlexGap>
          <StatusChip enumeration={orderStatus} value={order.status} />
          <StatusChip enumeration={orderType} value={order.domainType} />
        </Stack>
      </Row>
      <Row label={translate(`${T}.warehouse`)}>{order.warehouse.name || none}</Row>
      <Row label={translate(`${T}.courier`)}>{order.courier ? order.courier.courier.name || translate(`${T}.unknown`) : none}</Row>
      <Row label={translate(`${T}.picker`)}>{order.picking ? order.picking.picker.name || translate(`${T}.unknown`) : none}</Row>
      <Row label={translate(`${T}.created`)}>
        <time dateTime={order.createdAt}>{displayDateTime(order.createdAt, format)}</time>
      </Row>
      {canOpenOrder && (
        <Box sx={{ gridColumn: '1 / -1', mt: 0.5 }}>
          <OrderLink order={order} canOpen>
            {translate(`${T}.open_order`)}
          </OrderLink>
        </Box>
      )}
    </CardFrame>
  );
}

function WarehouseCard({
  warehouse,
  orders,
  couriers,
  onClose,
}: {
  warehouse: LiveWarehouse;
  orders: readonly Order[];
  couriers: readonly Courier[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const orderCount = orders.filter((order) => order.warehouse.warehouse === warehouse._id).length;
  const courierCount = couriers.filter((courier) => courierWarehouseId(courier) === warehouse._id).length;
  return (
    <CardFrame kind="warehouse" title={warehouse.name} onClose={onClose}>
      <Row label={translate('liveMap.legend.couriers')}>{translate('liveMap.counts.couriers', { smart_count: courierCount })}</Row>
      <Row label={translate('liveMap.legend.orders')}>{translate('liveMap.counts.orders', { smart_count: orderCount })}</Row>
    </CardFrame>
  );
}
