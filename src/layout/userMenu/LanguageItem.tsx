import { useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGUAGES, isEnabledLanguage, type Language } from '../../domain/languages';
import { useChangeLanguage } from '../../i18n';
import { useCalls } from '../../framework/calls';

/**
 * Change language: a submenu of every language. Ones without a catalogue carry an asterisk and a
 * footnote, and are selectable only with `canPickDisabled` (people role with update).
 */
export function LanguageItem({ canPickDisabled, onDone }: { canPickDisabled: boolean; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const changeLanguage = useChangeLanguage();
  const { auth } = useCalls();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (language: Language) => {
    setAnchor(null);
    onDone();
    if (isEnabledLanguage(language.code)) {
      changeLanguage(language.code);
      // the gateway writes this device's pushes in the panel language (spec: webDeviceInfo)
      void import('../push/pushDevice').then(({ sendDeviceLanguage, logPushError }) => sendDeviceLanguage(auth, language.code).catch(logPushError));
    }
    else notify('app.layout.language.no_catalogue', { type: 'info', messageArgs: { language: language.nativeName } });
  };
  return (
    <>
      <MenuItem aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        <ListItemIcon>
          <TranslateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate('app.layout.user_menu.language')} />
      </MenuItem>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': translate('app.layout.user_menu.language') } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === locale}
            disabled={language.disabled && !canPickDisabled}
            onClick={() => choose(language)}
          >
            <ListItemIcon>{language.code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            {language.nativeName}
            {language.disabled ? ' *' : ''}
          </MenuItem>
        ))}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 240 }}>
          {translate('app.layout.language.footnote')}
        </Typography>
      </Menu>
    </>
  );
}
