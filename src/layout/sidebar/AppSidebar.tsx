import { useEffect, type ReactNode } from 'react';
import { Box, Drawer } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HEADER_HEIGHT, MOBILE_DRAWER_WIDTH, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../domain/constants';
import { useSidebarMode } from './useSidebarMode';

/**
 * The sidebar frame: a 230 px rail (50 px collapsed) on desktop, a 256 px temporary drawer below
 * md. The menu is its child.
 */
export function AppSidebar({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { isMobile, open, setOpen } = useSidebarMode();
  const label = translate('app.layout.sidebar.label');

  // Entering the mobile layout starts with the drawer closed.
  useEffect(() => {
    if (isMobile) setOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMobile]);

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        // the drawer is a dialog: it carries the menu's name (axe: aria-dialog-name)
        slotProps={{ paper: { style: { width: MOBILE_DRAWER_WIDTH }, 'aria-label': label } }}
      >
        <Box component="nav" aria-label={label}>
          {children}
        </Box>
      </Drawer>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={label}
      data-testid="sidebar"
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH }}
      sx={{
        flexShrink: 0,
        overflowX: 'hidden',
        overflowY: 'auto',
        position: 'sticky',
        top: HEADER_HEIGHT,
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      {children}
    </Box>
  );
}
