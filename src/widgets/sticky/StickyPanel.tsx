import { useEffect, useMemo, useState } from 'react';
import { Box, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { http } from '../../../dataProvider';
import { orderStatus, pickerStatus } from '../../domain/enums';
import type { Picker, ProblematicOrder } from '../../domain/orders';
import { PICKER_LIST_HEIGHT } from '../../domain/constants';
import { useRealtimeEvent, useRealtimeResync } from '../../realtime';
import { coalesce } from '../../realtime/coalesce';
import { applyPickerEvent, countsByStatus, pickerLine, sortByName } from './pickers';
import { applyOrderStatusToProblematic } from './problematicOrders';
import { durationMessage, minutesSince } from './timeInStatus';
import { LoadError } from './LoadError';

const PICKERS_KEY = ['sticky', 'pickers'] as const;
const PROBLEMATIC_KEY = ['sticky', 'problematic'] as const;
/** Newly late orders are picked up by a refetch at most this often. */
const PROBLEMATIC_REFETCH_MS = 5000;
const TICK_MS = 30_000;

/** Ticks every 30 s so "minutes in status" moves without asking the gateway. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function StickyPanel({ onNavigate }: { onNavigate: () => void }) {
  const translate = useTranslate();
  const language = useLocale();
  const queryClient = useQueryClient();
  const now = useNow();
  const pickers = useQuery({
    queryKey: PICKERS_KEY,
    queryFn: ({ signal }) =>
      http.request<{ pickers: Picker[] }>('/picker/filter', { method: 'POST', body: { isActivated: true, isLoggedIn: true, limit: 1000 }, signal }).then((reply) => sortByName(reply.pickers)),
  });
  const reasons = useQuery({
    queryKey: ['sticky', 'busy-reasons', language],
    queryFn: ({ signal }) => http.request<{ busyReasons: { busyReasonId: number; name: string }[] }>('/picker/busy-reasons', { method: 'POST', body: { language }, signal }),
    staleTime: Infinity,
  });
  const problematic = useQuery({
    queryKey: PROBLEMATIC_KEY,
    queryFn: ({ signal }) => http.request<{ orders: ProblematicOrder[] }>('/orders/problematic', { method: 'POST', body: { limit: 50 }, signal }).then((reply) => reply.orders),
  });
  const refetchProblematic = useMemo(
    () => coalesce(() => void queryClient.invalidateQueries({ queryKey: PROBLEMATIC_KEY }), PROBLEMATIC_REFETCH_MS),
    [queryClient],
  );
  useEffect(() => () => refetchProblematic.cancel(), [refetchProblematic]);

  useRealtimeEvent('statusChanged', (picker) => queryClient.setQueryData<Picker[]>(PICKERS_KEY, (list) => applyPickerEvent(list, picker)));
  useRealtimeEvent('market-order:status', (event) => {
    queryClient.setQueryData<ProblematicOrder[]>(PROBLEMATIC_KEY, (orders) => applyOrderStatusToProblematic(orders, event));
    refetchProblematic.request();
  });
  useRealtimeResync(() => {
    void queryClient.invalidateQueries({ queryKey: PICKERS_KEY });
    refetchProblematic.request();
  });

  const reasonNames = useMemo(() => new Map((reasons.data?.busyReasons ?? []).map((reason) => [reason.busyReasonId, reason.name])), [reasons.data]);
  const list = pickers.data ?? [];
  const duration = (since: string) => {
    const { key, options } = durationMessage(minutesSince(since, now));
    return translate(key, options);
  };

  return (
    <Stack spacing={2}>
      <Box component="section" aria-labelledby="sticky-pickers">
        <Typography id="sticky-pickers" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {translate('sticky.pickers')}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
          {countsByStatus(list).map(({ status, count }) => (
            <Chip key={status} size="small" color={pickerStatus.color(status)} label={`${translate(pickerStatus.labelKey(status)!)} ${count}`} />
          ))}
        </Stack>
        {pickers.isError ? <LoadError error={pickers.error} onRetry={() => void pickers.refetch()} /> : null}
        <List dense data-testid="sticky-picker-list" sx={{ height: PICKER_LIST_HEIGHT, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }} tabIndex={0} aria-labelledby="sticky-pickers">
          {list.length === 0 && pickers.isSuccess ? (
            <ListItem>
              <Typography variant="body2" color="text.secondary">{translate('sticky.no_pickers')}</Typography>
            </ListItem>
          ) : null}
          {list.map((picker) => {
            const line = pickerLine(picker, reasonNames);
            return (
              <ListItem key={picker._id} divider data-picker={picker._id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>{picker.name}</Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {picker.warehouse?.name} · {translate('sticky.in_status', { duration: duration(picker.statusUpdatedAt) })}
                  </Typography>
                </Box>
                <Stack alignItems="flex-end" spacing={0.25}>
                  <Chip size="small" color={pickerStatus.color(picker.status)} label={line.statusKey ? translate(line.statusKey) : String(picker.status)} />
                  {line.reason ? (
                    <Typography variant="caption" data-reason={line.reason.code}>
                      {line.reason.name ?? (line.reason.key ? translate(line.reason.key) : String(line.reason.code))}
                    </Typography>
                  ) : null}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Box component="section" aria-labelledby="sticky-problematic">
        <Typography id="sticky-problematic" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {translate('sticky.problematic')}
        </Typography>
        {problematic.isError ? <LoadError error={problematic.error} onRetry={() => void problematic.refetch()} /> : null}
        {problematic.isSuccess && problematic.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate('sticky.no_orders')}</Typography>
        ) : null}
        <List dense sx={{ maxHeight: 240, overflowY: 'auto', py: 0 }}>
          {(problematic.data ?? []).map((order) => (
            <ListItem key={order._id} divider sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={`/order/detail/${order._id}`} onClick={onNavigate} variant="body2">
                  {order._id.slice(-8).toUpperCase()}
                </Link>
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {[order.warehouse.name, order.picking?.picker.name, order.courier?.courier.name].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Stack alignItems="flex-end" spacing={0.25}>
                <Chip size="small" color={orderStatus.color(order.status)} label={orderStatus.labelKey(order.status) ? translate(orderStatus.labelKey(order.status)!) : String(order.status)} />
                <Typography variant="caption" color="error.main">
                  {duration(order.statusUpdatedAt)}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
