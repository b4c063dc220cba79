// The symbols and colours on the map, for the statuses present now (a legend of every status
// would be longer than the panel). Shapes match the canvas layer: couriers dots, orders diamonds,
// stores squares.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { courierStatus, orderStatus, type DomainEnum } from '../../../domain/enums';
import { WAREHOUSE_COLOR, courierStatusColor, orderStatusColor } from '../../../statusColors';
import type { MapMarkerKind } from '../layers/types';

function Symbol({ kind, color }: { kind: MapMarkerKind; color: string }) {
  const shape =
    kind === 'courier' ? (
      <circle cx="7" cy="7" r="5" />
    ) : kind === 'order' ? (
      <path d="M7 1.5 12.5 7 7 12.5 1.5 7Z" />
    ) : (
      <rect x="1.5" y="1.5" width="11" height="11" rx="2" />
    );
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden focusable="false" style={{ flex: 'none' }}>
      <g fill={color} stroke="#fff" strokeWidth="1.5">
        {shape}
      </g>
    </svg>
  );
}

function Group({
  title,
  kind,
  enumeration,
  statuses,
  color,
}: {
  title: string;
  kind: MapMarkerKind;
  enumeration: DomainEnum;
  statuses: readonly number[];
  color: (status: number) => string;
}) {
  const translate = useTranslate();
  if (statuses.length === 0) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ m: 0, fontWeight: 'normal' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
        {statuses.map((status) => {
          const key = enumeration.labelKey(status);
          return (
            <Typography key={status} component="li" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Symbol kind={kind} color={color(status)} />
              {key ? translate(key) : status}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

const sortedUnique = (values: Iterable<number | undefined>) =>
  [...new Set([...values].filter((value): value is number => typeof value === 'number'))].sort((a, b) => a - b);

export function Legend({ courierStatuses, orderStatuses }: { courierStatuses: Iterable<number | undefined>; orderStatuses: Iterable<number> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Symbol kind="warehouse" color={WAREHOUSE_COLOR} />
        {translate('liveMap.legend.warehouse')}
      </Typography>
      <Group
        title={translate('liveMap.legend.couriers')}
        kind="courier"
        enumeration={courierStatus}
        statuses={sortedUnique(courierStatuses)}
        color={courierStatusColor}
      />
      <Group
        title={translate('liveMap.legend.orders')}
        kind="order"
        enumeration={orderStatus}
        statuses={sortedUnique(orderStatuses)}
        color={orderStatusColor}
      />
    </Box>
  );
}
