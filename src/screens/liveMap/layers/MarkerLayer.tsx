// react-leaflet child drawing every marker of a live map on one canvas (MarkerCanvasLayer).
// Usage inside a MapContainer: <MarkerLayer markers={markers} onSelect={open} selectedId={id} />.
// Pass a new array when anything changes; markers that kept their object (or their fields) cost
// nothing, so keep marker objects stable for unchanged couriers and orders (toMarkers.ts does).
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import { MarkerCanvasLayer } from './MarkerCanvasLayer';
import type { MapMarker } from './types';

export interface MarkerLayerProps {
  markers: readonly MapMarker[];
  onSelect?: (marker: MapMarker) => void;
  selectedId?: string | null;
}

export default function MarkerLayer({ markers, onSelect, selectedId }: MarkerLayerProps) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const [layer, setLayer] = useState<MarkerCanvasLayer | null>(null);
  useEffect(() => {
    const created = new MarkerCanvasLayer({ onSelect: (marker) => onSelectRef.current?.(marker) });
    created.addTo(map);
    setLayer(created);
    return () => {
      created.remove();
      setLayer(null);
    };
  }, [map]);

  useEffect(() => {
    layer?.setMarkers(markers);
  }, [layer, markers]);

  useEffect(() => {
    layer?.setSelected(selectedId ?? null);
  }, [layer, selectedId]);

  return null;
}
