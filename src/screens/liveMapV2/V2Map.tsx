// The map of /map/liveMapV2: optional tiles, the order-density hexagons, the canvas markers, and
// the view changes the lists ask for. Loaded lazily with leaflet and its stylesheet.
import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, ScaleControl, TileLayer, useMap } from 'react-leaflet';
import { DEFAULT_MAP_CENTER } from '../../domain/constants';
import DensityLayer from '../liveMap/layers/DensityLayer';
import MarkerLayer from '../liveMap/layers/MarkerLayer';
import type { MapMarker } from '../liveMap/layers/types';

const DEFAULT_ZOOM = 12;
const FIT_MAX_ZOOM = 14;
const FOCUS_ZOOM = 15;

export interface MapFocus {
  lat: number;
  lon: number;
  /** New on every request, so selecting the same row twice centres it again. */
  key: number;
}

export interface V2MapProps {
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (marker: MapMarker) => void;
  densityPoints: readonly { lat: number; lon: number }[] | null;
  /** The stores and the delivery points, fitted into view once the data is in. */
  fitPoints: readonly { lat: number; lon: number }[];
  focus: MapFocus | null;
  tileUrl: string | null;
  tileAttribution: string | null;
  label: string;
}

function FitOnce({ points }: { points: V2MapProps['fitPoints'] }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    done.current = true;
    map.invalidateSize({ pan: false });
    if (points.length === 1) map.setView([points[0].lat, points[0].lon], FIT_MAX_ZOOM);
    else map.fitBounds(latLngBounds(points.map((point) => [point.lat, point.lon])), { padding: [48, 48], maxZoom: FIT_MAX_ZOOM });
  }, [map, points]);
  return null;
}

function Focus({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    // On a phone the map was hidden behind the list tab until now: Leaflet still has its old
    // (zero) size, and centring on that would put the point in the top-left corner.
    map.invalidateSize({ pan: false });
    map.setView([focus.lat, focus.lon], Math.max(map.getZoom(), FOCUS_ZOOM));
  }, [map, focus]);
  return null;
}

/** Names the map region (Leaflet makes its container focusable: arrow keys pan) and follows its size. */
function Container({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export default function V2Map({ markers, selectedId, onSelect, densityPoints, fitPoints, focus, tileUrl, tileAttribution, label }: V2MapProps) {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        '& .leaflet-container': { height: '100%', width: '100%', bgcolor: '#eef0f3', fontFamily: 'inherit' },
        '& .leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <MapContainer center={[DEFAULT_MAP_CENTER[0], DEFAULT_MAP_CENTER[1]]} zoom={DEFAULT_ZOOM} attributionControl={false}>
        <Container label={label} />
        {tileUrl && <TileLayer url={tileUrl} />}
        <ScaleControl position="bottomleft" />
        {densityPoints && <DensityLayer points={densityPoints} />}
        <MarkerLayer markers={markers} onSelect={onSelect} selectedId={selectedId} />
        <FitOnce points={fitPoints} />
        <Focus focus={focus} />
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
