import { LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { City } from '../../../domain/orders';

/**
 * The city whose stores the figures show and the map fits. Never disabled: a disabled field's
 * faint label is unreadable (and fails contrast) while the cities load; a bar says they are loading.
 */
export function CitySelect({ cities, value, onChange, loading }: { cities: readonly City[]; value: string | null; onChange: (cityId: string) => void; loading: boolean }) {
  const translate = useTranslate();
  const field = (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('pages.live-map.city')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {cities.map((city) => (
        <MenuItem key={city._id} value={city._id}>
          {city.name}
        </MenuItem>
      ))}
    </TextField>
  );
  if (!loading) return field;
  return (
    <Stack spacing={0.5}>
      {field}
      <LinearProgress aria-label={translate('pages.live-map.city')} />
    </Stack>
  );
}
