import { useId, useState } from 'react';
import { IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HeaderWidget } from './headerWidgets';

/** A header slot whose widget is not built yet: a labelled button and a short popover saying so. */
export function ComingSoonWidget({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const label = translate(widget.labelKey);
  const Icon = widget.icon;
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
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, maxWidth: 280 } } }}
      >
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
        <Typography variant="body2">{translate('app.layout.widget.coming_soon')}</Typography>
      </Popover>
    </>
  );
}
