import { useEffect, useRef } from 'react';
import { TitlePortal } from 'react-admin';

/**
 * Where pages put their title (react-admin's <Title> portal), between the menu button and the
 * widgets. On a phone that leaves a narrow slot: the title wraps to two lines there, between
 * words, and only then ends in an ellipsis (so does a word wider than the slot); wider, it keeps
 * to one line. The whole title is always its tooltip, and the page's own heading below shows it in
 * full.
 */
export function HeaderTitle() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    // Pages fill the slot through a portal, so its text is only known once it is in the DOM.
    const mirror = () => {
      const text = slot.textContent?.trim() ?? '';
      if (text) slot.setAttribute('title', text);
      else slot.removeAttribute('title');
    };
    mirror();
    const observer = new MutationObserver(mirror);
    observer.observe(slot, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <TitlePortal
      ref={ref}
      sx={(theme) => ({
        minWidth: 0,
        // shares a tight header with the franchise's name instead of being squeezed out by it
        flexBasis: '8em',
        // react-admin wraps the title in an inline-block, which is clipped mid-letter rather than
        // ellipsized: inline, the text itself wraps and ellipsizes.
        '& .RaConfigurable-root': { display: 'inline' },
        [theme.breakpoints.down('sm')]: {
          fontSize: '0.95rem',
          lineHeight: 1.2,
          whiteSpace: 'normal',
          // a word is never cut in two: one too long for the slot ends in an ellipsis
          overflowWrap: 'normal',
          wordBreak: 'normal',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 2,
        },
      })}
    />
  );
}
