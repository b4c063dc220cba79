// The couriers and the active orders as two tabs of one panel, each searchable, filterable by
// status and store, and virtualised. Pressing a row selects it (the map centres on it).
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACTIVE_ORDER_STATUSES, courierStatus, orderStatus } from '../../../domain/enums';
import type { LiveWarehouse } from '../../liveMap/data/types';
import type { CourierRow, OrderRow, RowFilter } from '../rows';
import { CourierListRow } from './CourierListRow';
import { ListFilters } from './ListFilters';
import { OrderListRow } from './OrderListRow';
import { VirtualList } from './VirtualList';

const T = 'pages.live-map-v2';
export const ROW_HEIGHT = 58;

export type ListTab = 'couriers' | 'orders';

export interface ListsPanelProps {
  tab: ListTab;
  onTab: (tab: ListTab) => void;
  /** Phones show the tabs above, beside a map tab: this panel then shows only the list. */
  showTabs: boolean;
  couriers: readonly CourierRow[];
  courierTotal: number;
  courierFilter: RowFilter;
  onCourierFilter: (filter: RowFilter) => void;
  orders: readonly OrderRow[];
  orderTotal: number;
  orderFilter: RowFilter;
  onOrderFilter: (filter: RowFilter) => void;
  warehouses: readonly LiveWarehouse[];
  selectedId: string | null;
  onSelectCourier: (row: CourierRow) => void;
  onSelectOrder: (row: OrderRow) => void;
  now: number;
}

export function tabLabel(translate: (key: string, options?: object) => string, tab: ListTab, shown: number, total: number) {
  return translate(`${T}.tabs.${tab}`, { count: shown === total ? String(total) : `${shown}/${total}` });
}

export function ListsPanel(props: ListsPanelProps) {
  const translate = useTranslate();
  const { tab, couriers, orders, selectedId } = props;
  const courierIndex = tab === 'couriers' && selectedId ? couriers.findIndex((row) => row.markerId === selectedId) : -1;
  const orderIndex = tab === 'orders' && selectedId ? orders.findIndex((row) => row.markerId === selectedId) : -1;
  const empty = (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(`${T}.empty`)}
    </Typography>
  );
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      {props.showTabs && (
        <Tabs
          value={tab}
          onChange={(_, value: ListTab) => props.onTab(value)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none', '& .MuiTab-root': { textTransform: 'none' } }}
        >
          <Tab value="couriers" id="v2-tab-couriers" aria-controls="v2-panel-couriers" label={tabLabel(translate, 'couriers', couriers.length, props.courierTotal)} />
          <Tab value="orders" id="v2-tab-orders" aria-controls="v2-panel-orders" label={tabLabel(translate, 'orders', orders.length, props.orderTotal)} />
        </Tabs>
      )}
      <Box
        role="tabpanel"
        id={`v2-panel-${tab}`}
        aria-labelledby={`v2-tab-${tab}`}
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        {tab === 'couriers' ? (
          <>
            <ListFilters
              filter={props.courierFilter}
              onChange={props.onCourierFilter}
              searchLabel={translate(`${T}.search_couriers`)}
              enumeration={courierStatus}
              statuses={courierStatus.values}
              warehouses={props.warehouses}
            />
            <VirtualList
              items={couriers}
              rowHeight={ROW_HEIGHT}
              getKey={(row) => row.id}
              label={translate(`${T}.courier_list`)}
              scrollToIndex={courierIndex}
              empty={empty}
              renderRow={(row) => <CourierListRow row={row} selected={row.markerId === selectedId} onSelect={props.onSelectCourier} />}
            />
          </>
        ) : (
          <>
            <ListFilters
              filter={props.orderFilter}
              onChange={props.onOrderFilter}
              searchLabel={translate(`${T}.search_orders`)}
              enumeration={orderStatus}
              statuses={ACTIVE_ORDER_STATUSES}
              warehouses={props.warehouses}
            />
            <VirtualList
              items={orders}
              rowHeight={ROW_HEIGHT}
              getKey={(row) => row.id}
              label={translate(`${T}.order_list`)}
              scrollToIndex={orderIndex}
              empty={empty}
              renderRow={(row) => (
                <OrderListRow row={row} selected={row.markerId === selectedId} now={props.now} onSelect={props.onSelectOrder} />
              )}
            />
          </>
        )}
      </Box>
    </Stack>
  );
}
