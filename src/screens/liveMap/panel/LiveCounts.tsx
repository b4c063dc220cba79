// The accessible summary of what the map draws (the canvas markers are not reachable by keyboard):
// how many stores, couriers and active orders pass the filters.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LiveCounts({ couriers, orders, warehouses }: { couriers: number; orders: number; warehouses: number }) {
  const translate = useTranslate();
  const items = [
    ['warehouses', warehouses],
    ['couriers', couriers],
    ['orders', orders],
  ] as const;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {items.map(([kind, count]) => (
        <Typography key={kind} component="li" variant="body2" data-live-count={kind} data-count={count}>
          {translate(`liveMap.counts.${kind}`, { smart_count: count })}
        </Typography>
      ))}
    </Box>
  );
}
