import { useId, useState, type ReactNode } from 'react';
import { IconButton, Popover, Tooltip, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HeaderWidget } from './headerWidgets';

/**
 * A header widget's button (icon, tooltip, accessible name) and the dialog-like popover it opens.
 * `children` is rendered only while open and gets `close` (e.g. for a link inside). With
 * `sheetOnPhones` the popover spans the whole width of a phone, square, below its button.
 */
export function HeaderPopoverButton({
  widget,
  paperSx,
  sheetOnPhones = false,
  children,
}: {
  widget: HeaderWidget;
  paperSx?: SxProps<Theme>;
  sheetOnPhones?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sheet = sheetOnPhones && phone;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const label = translate(widget.labelKey);
  const Icon = widget.icon;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? id : undefined}
          data-widget={widget.id}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Icon />
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

const SHEET_SX: SxProps<Theme> = { width: '100vw', maxWidth: '100vw', borderRadius: 0 };
