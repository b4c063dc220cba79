// World pixels at zoom 0 of Leaflet's default CRS, computed without the map so markers can be
// indexed before a map exists and without a LatLng object each.

/** EPSG:3857 at zoom 0 (256 px world), as Leaflet computes it, latitude clamped like Leaflet. */
export function mercator(lat: number, lon: number): { x: number; y: number } {
  const max = 85.0511287798;
  const clamped = Math.max(-max, Math.min(max, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const scale = 0.5 / Math.PI;
  return {
    x: 256 * (scale * ((lon * Math.PI) / 180) + 0.5),
    y: 256 * (-scale * 0.5 * Math.log((1 + sin) / (1 - sin)) + 0.5),
  };
}
