import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orderEvent } from '../../domain/enums';
import type { OrderTimelineEvent } from '../../domain/orders';
import { displayDateTime, type PanelFormat } from '../../framework/views/fields/format';

/**
 * An order's events, oldest first, each with its translated spec event code and its time in the
 * user's zone. A code the spec does not list still shows, as its number.
 */
export function OrderTimeline({ events, format }: { events: readonly OrderTimelineEvent[]; format: PanelFormat }) {
  const translate = useTranslate();
  if (events.length === 0) return <Typography color="text.secondary">{translate('orders.detail.no_events')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((item, index) => {
        const key = orderEvent.labelKey(item.event);
        const color = orderEvent.color(item.event);
        const last = index === events.length - 1;
        return (
          <Box component="li" key={`${item.event}-${item.createdAt}-${index}`} data-event={item.event} sx={{ display: 'flex', gap: 1.5, minHeight: 44 }}>
            <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color === 'default' ? 'grey.500' : `${color}.main` }} />
              {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {key ? translate(key) : String(item.event)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={item.createdAt}>
                {displayDateTime(item.createdAt, format)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
