import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ENABLED_LANGUAGES, nativeName, type EnabledLanguageCode } from '../../../domain/languages';

interface LanguageMenuProps {
  current: EnabledLanguageCode;
  /** "Language", in the current language. */
  label: string;
  onChange: (language: EnabledLanguageCode) => void;
}

/**
 * The sign-in page's language switch as a WAI-ARIA menu button, without MUI: arrows move, Enter
 * or Space choose, Escape closes and gives the focus back to the button.
 */
export function LanguageMenu({ current, label, onChange }: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const selected = ENABLED_LANGUAGES.findIndex((language) => language.code === current);
    items.current[Math.max(selected, 0)]?.focus();
    // a press anywhere else closes the menu, as MUI's does
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (language: EnabledLanguageCode) => {
    close();
    if (language !== current) onChange(language);
  };
  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const count = ENABLED_LANGUAGES.length;
    const at = items.current.findIndex((item) => item === document.activeElement);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, Home: -at, End: count - 1 - at };
    if (event.key in step) {
      event.preventDefault();
      items.current[(at + step[event.key] + count) % count]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="signin-language" ref={root}>
      <button
        ref={button}
        type="button"
        id="language-button"
        className="signin-language__button"
        aria-label={`${label}: ${nativeName(current)}`}
        aria-haspopup="menu"
        aria-controls={open ? 'language-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z" />
        </svg>
        {nativeName(current)}
      </button>
      {open && (
        <ul id="language-menu" role="menu" aria-labelledby="language-button" className="signin-language__menu" onKeyDown={move}>
          {ENABLED_LANGUAGES.map((language, index) => (
            <li
              key={language.code}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              lang={language.code}
              tabIndex={-1}
              aria-current={language.code === current ? 'true' : undefined}
              className="signin-language__item"
              onClick={() => choose(language.code)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(language.code);
                }
              }}
            >
              {language.nativeName}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
