import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Switch } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslate } from 'react-admin';
import { PUSH_ENABLED_KEY } from '../../../dataProvider/session';
import { useSoundPreference } from './useSoundPreference';
import { useStoredFlag } from './useStoredFlag';

function ToggleItem({ label, checked, onChange, icon }: { label: string; checked: boolean; onChange: (value: boolean) => void; icon: ReactNode }) {
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={() => onChange(!checked)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
      <Switch edge="end" checked={checked} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} size="small" />
    </MenuItem>
  );
}

/** Push notifications on/off and, only while push is on, the notification sound (a cookie of 365 days). */
export function PushToggles() {
  const translate = useTranslate();
  const [push, setPush] = useStoredFlag(PUSH_ENABLED_KEY);
  // the sound's choice lives in its 365-day cookie (spec 9)
  const [sound, setSound] = useSoundPreference();
  return (
    <>
      <ToggleItem label={translate('app.layout.user_menu.push')} checked={push} onChange={setPush} icon={<NotificationsActiveIcon fontSize="small" />} />
      {push && (
        <ToggleItem label={translate('app.layout.user_menu.sound')} checked={sound} onChange={setSound} icon={<VolumeUpIcon fontSize="small" />} />
      )}
    </>
  );
}
