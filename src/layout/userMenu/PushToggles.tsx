import { useId, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Switch } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslate } from 'react-admin';
import { PUSH_ENABLED_KEY } from '../../../dataProvider/session';
import { pushSupported } from '../push/pushSupport';
import { usePushSwitch } from '../push/usePushSwitch';
import { useSoundPreference } from './useSoundPreference';
import { useStoredFlag } from './useStoredFlag';

function ToggleItem({ label, hint, checked, onChange, icon }: { label: string; hint?: string; checked: boolean; onChange: (value: boolean) => void; icon: ReactNode }) {
  const hintId = useId();
  return (
    // named by its label alone; the hint (push unavailable) is its description
    <MenuItem role="menuitemcheckbox" aria-checked={checked} aria-label={label} aria-describedby={hint ? hintId : undefined} onClick={() => onChange(!checked)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={hint} slotProps={{ secondary: { id: hintId } }} />
      <Switch edge="end" checked={checked} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} size="small" />
    </MenuItem>
  );
}

/**
 * Push notifications on/off (spec: without browser support an error shows; without permission a
 * warning shows and permission is asked) and, only while push is on, the notification sound.
 */
export function PushToggles() {
  const translate = useTranslate();
  const [push, setPush] = useStoredFlag(PUSH_ENABLED_KEY);
  // the sound's choice lives in its 365-day cookie (spec 9)
  const [sound, setSound] = useSoundPreference();
  const { turnOn, turnOff } = usePushSwitch(setPush);
  const supported = pushSupported();
  const on = push && supported;
  return (
    <>
      <ToggleItem
        label={translate('app.layout.user_menu.push')}
        hint={supported ? undefined : translate('push.unavailable')}
        checked={on}
        onChange={(next) => (next ? void turnOn(true) : turnOff())}
        icon={<NotificationsActiveIcon fontSize="small" />}
      />
      {on && (
        <ToggleItem label={translate('app.layout.user_menu.sound')} checked={sound} onChange={setSound} icon={<VolumeUpIcon fontSize="small" />} />
      )}
    </>
  );
}
