import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { City } from '../../../domain/orders';

/** The city whose stores the figures show and the map fits. */
export function CitySelect({ cities, value, onChange }: { cities: readonly City[]; value: string | null; onChange: (cityId: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('pages.live-map.city')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={cities.length === 0}
    >
      {cities.map((city) => (
        <MenuItem key={city._id} value={city._id}>
          {city.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
