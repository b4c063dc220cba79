import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocale, useTranslate } from 'react-admin';
import { ENABLED_LANGUAGES, nativeName, toEnabledLanguage } from '../../domain/languages';
import { useChangeLanguage } from '../../i18n';

/** The public pages' language switch: lists the languages that have a catalogue. */
export function LanguageMenuButton() {
  const translate = useTranslate();
  const current = toEnabledLanguage(useLocale());
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Button
        id="language-button"
        size="small"
        color="inherit"
        startIcon={<TranslateIcon fontSize="small" />}
        aria-label={`${translate('app.login.language')}: ${nativeName(current)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {nativeName(current)}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'language-button' } }}
      >
        {ENABLED_LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === current}
            onClick={() => {
              setAnchor(null);
              if (language.code !== current) changeLanguage(language.code);
            }}
          >
            {language.nativeName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
