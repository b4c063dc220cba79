import { useId, useState, type ReactNode } from 'react';
import { Box, IconButton, Popover, Tooltip, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { badgeLabel } from '../domain/badges';
import type { HeaderWidget } from './headerWidgetList';

/**
 * A header widget's button (icon, tooltip, accessible name) and the dialog-like popover it opens.
 * `children` is rendered only while open and gets `close` (e.g. for a link inside). With
 * `sheetOnPhones` the popover spans the whole width of a phone, square, below its button. A `badge`
 * with a count above zero shows on the icon and joins the button's accessible name.
 */
export function HeaderPopoverButton({
  widget,
  paperSx,
  sheetOnPhones = false,
  badge,
  children,
}: {
  widget: HeaderWidget;
  paperSx?: SxProps<Theme>;
  sheetOnPhones?: boolean;
  badge?: { count: number; label: string };
  children: (close: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sheet = sheetOnPhones && phone;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const label = translate(widget.labelKey);
  const Icon = widget.icon;
  const counted = badge && badge.count > 0 ? badge : undefined;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={counted ? `${label}, ${counted.label}` : label}
          aria-haspopup="dialog"
          aria-controls={anchor ? id : undefined}
          data-widget={widget.id}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Icon />
          {counted ? <HeaderCount count={counted.count} /> : null}
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        marginThreshold={sheet ? 0 : undefined}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: [...(Array.isArray(paperSx) ? paperSx : [paperSx]), sheet && SHEET_SX] } }}
      >
        {anchor ? children(close) : null}
      </Popover>
    </>
  );
}

/** A header button's count ("99+" above 99), hidden from screen readers: the button's name says it. */
export function HeaderCount({ count }: { count: number }) {
  return (
    <Box component="span" aria-hidden="true" sx={COUNT_SX}>
      {badgeLabel(count)}
    </Box>
  );
}

// A pill on the icon's top corner; a plain span rather than MUI's Badge, which the first load
// would otherwise carry for this one button.
const COUNT_SX: SxProps<Theme> = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '18px',
  textAlign: 'center',
  color: '#fff',
  bgcolor: 'error.dark',
  pointerEvents: 'none',
};

const SHEET_SX: SxProps<Theme> = { width: '100vw', maxWidth: '100vw', borderRadius: 0 };
