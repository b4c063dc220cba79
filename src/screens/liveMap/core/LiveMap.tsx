// The Leaflet map of both live screens: optional tiles, the order-density hexagons when asked,
// the canvas marker layer, and the view changes the core asks for (fit the stores, centre on a
// picked marker). Loaded lazily with leaflet and its stylesheet, so neither reaches the first load.
import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, ScaleControl, TileLayer, useMap } from 'react-leaflet';
import { DEFAULT_MAP_CENTER } from '../../../domain/constants';
import MarkerLayer from '../layers/MarkerLayer';
import type { LatLon, LiveMapLayers, MapFocus } from './types';

// Only /map/liveMapV2 draws it: /map/live never loads it.
const DensityLayer = lazy(() => import('../layers/DensityLayer'));

const DEFAULT_ZOOM = 12;
const FIT_MAX_ZOOM = 14;
const FOCUS_ZOOM = 15;

export interface LiveMapProps extends LiveMapLayers {
  /** Delivery points to bin into hexagons under the markers; null: no density layer. */
  density?: readonly LatLon[] | null;
  tileUrl: string | null;
  tileAttribution: string | null;
  /** The map container's accessible name. */
  label: string;
}

function FitView({ points, fitKey }: { points: readonly LatLon[]; fitKey: string }) {
  const map = useMap();
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (done === fitKey || points.length === 0) return;
    setDone(fitKey);
    // The container may have been sized (or hidden behind a phone's list tab) since Leaflet measured it.
    map.invalidateSize({ pan: false });
    // Not animated: the first view needs no motion, and a zoom animation still running when the
    // user leaves the page at once ends on removed panes (Leaflet's "_leaflet_pos" error).
    if (points.length === 1) {
      map.setView([points[0]!.lat, points[0]!.lon], FIT_MAX_ZOOM, { animate: false });
      return;
    }
    map.fitBounds(latLngBounds(points.map((point) => [point.lat, point.lon])), { padding: [56, 56], maxZoom: FIT_MAX_ZOOM, animate: false });
  }, [map, points, fitKey, done]);
  return null;
}

function FocusView({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    // On a phone the map may have been hidden behind a list tab until now: Leaflet still has its
    // old (zero) size, and centring on that would put the point in the top-left corner.
    map.invalidateSize({ pan: false });
    map.setView([focus.lat, focus.lon], Math.max(map.getZoom(), FOCUS_ZOOM));
  }, [map, focus]);
  return null;
}

/** Names the map for assistive technology: Leaflet makes its container focusable (arrow keys pan). */
function LabelContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Keeps the map's size right when the panel beside it opens or closes. */
function ResizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Failed tiles with none loaded after which the map stops asking an unreachable tile server. */
const GIVE_UP_AFTER_FAILED_TILES = 12;

/**
 * Tiles when a server is configured. A server that never answers is dropped after a dozen
 * failures (the markers never depended on it), instead of failing every pan and zoom.
 */
function Tiles({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  const counts = useRef({ failed: 0, loaded: 0 });
  const handlers = useMemo(
    () => ({
      tileload: () => {
        counts.current.loaded += 1;
      },
      tileerror: () => {
        counts.current.failed += 1;
        if (counts.current.loaded === 0 && counts.current.failed >= GIVE_UP_AFTER_FAILED_TILES) setBroken(true);
      },
    }),
    [],
  );
  if (broken) return null;
  return <TileLayer url={url} eventHandlers={handlers} />;
}

export default function LiveMap(props: LiveMapProps) {
  const { markers, selectedId, onSelect, fitPoints, fitKey, focus, density, tileUrl, tileAttribution, label } = props;
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        // No tiles (none configured, or none reachable): a plain, quiet background under the markers.
        '& .leaflet-container': { height: '100%', width: '100%', bgcolor: '#eef0f3', fontFamily: 'inherit' },
        '& .leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <MapContainer
        center={[DEFAULT_MAP_CENTER[0], DEFAULT_MAP_CENTER[1]]}
        zoom={DEFAULT_ZOOM}
        attributionControl={false}
        preferCanvas
      >
        <LabelContainer label={label} />
        <ResizeWatcher />
        {tileUrl && <Tiles key={tileUrl} url={tileUrl} />}
        <ScaleControl position="bottomleft" />
        {density && (
          <Suspense fallback={null}>
            <DensityLayer points={density} />
          </Suspense>
        )}
        <MarkerLayer markers={markers} onSelect={onSelect} selectedId={selectedId} />
        <FitView points={fitPoints} fitKey={fitKey} />
        <FocusView focus={focus} />
      </MapContainer>
      {tileUrl && tileAttribution && (
        // Plain text, never HTML: the credit line comes from configuration.
        <Typography
          variant="caption"
          sx={{ position: 'absolute', right: 0, bottom: 0, zIndex: 400, px: 0.75, bgcolor: 'rgba(255,255,255,0.85)', color: 'text.primary' }}
        >
          {tileAttribution}
        </Typography>
      )}
    </Box>
  );
}
