// The core's map as a page places it: a skeleton while Leaflet loads, then the map (LiveMap.tsx,
// its own chunk) with the core's layers and the tile server the gateway names.
import { Skeleton } from '@mui/material';
import { Suspense, lazy } from 'react';
import { usePanelConfig } from '../../../config';
import type { LatLon, LiveMapLayers } from './types';

const LiveMap = lazy(() => import('./LiveMap'));

export function LiveMapCanvas({ layers, label, density }: { layers: LiveMapLayers; label: string; density?: readonly LatLon[] | null }) {
  const config = usePanelConfig();
  return (
    <Suspense fallback={<Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />}>
      <LiveMap
        {...layers}
        density={density}
        tileUrl={config?.mapTileUrl ?? null}
        tileAttribution={config?.mapTileAttribution ?? null}
        label={label}
      />
    </Suspense>
  );
}
