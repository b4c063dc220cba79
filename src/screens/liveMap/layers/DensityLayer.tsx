// react-leaflet child drawing the order-density hexagons (DensityCanvasLayer) under the markers.
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { DensityCanvasLayer } from './DensityCanvasLayer';

export default function DensityLayer({ points }: { points: readonly { lat: number; lon: number }[] }) {
  const map = useMap();
  const [layer, setLayer] = useState<DensityCanvasLayer | null>(null);
  useEffect(() => {
    const created = new DensityCanvasLayer();
    created.addTo(map);
    setLayer(created);
    return () => {
      created.remove();
      setLayer(null);
    };
  }, [map]);
  useEffect(() => {
    layer?.setPoints(points);
  }, [layer, points]);
  return null;
}
