import { lazy, Suspense, useId, useState } from 'react';
import { CircularProgress, IconButton, Popover, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HeaderWidget } from '../headerWidgets';

// The lists, their queries and the socket load on first open: none of it is in the first load.
const StickyPanel = lazy(() => import('./StickyPanel'));

/** The header's sticky widget (role sticky_button_widget): pickers at work and problematic orders, live. */
export function StickyWidget({ widget }: { widget: HeaderWidget }) {
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
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, width: { xs: 'calc(100vw - 32px)', sm: 380 } } } }}
      >
        <Suspense fallback={<CircularProgress size={24} aria-label={translate('ra.page.loading')} />}>
          <StickyPanel onNavigate={() => setAnchor(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
