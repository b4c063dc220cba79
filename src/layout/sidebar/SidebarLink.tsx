import type { ReactNode } from 'react';
import { Box, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarMode } from './useSidebarMode';

interface Props {
  label: string;
  icon: ReactNode;
  /** An in-panel path, or an external address (opens in a new tab). */
  to?: string;
  href?: string;
  badge?: ReactNode;
  depth?: number;
  /** The screen is not built yet: shown, with its badge and a "coming soon" line, but not a link. */
  comingSoon?: boolean;
}

/**
 * One sidebar link; icons only with a tooltip when the rail is collapsed. Open, a long name wraps
 * between words ("Information-edit request" on two lines) instead of being cut off by the drawer.
 */
export function SidebarLink({ label, icon, to, href, badge, depth = 0, comingSoon = false }: Props) {
  const translate = useTranslate();
  const { isMobile, collapsed, setOpen } = useSidebarMode();
  const { pathname } = useLocation();
  if (comingSoon) {
    const soon = translate('app.layout.coming_soon');
    return (
      <li data-path={to}>
        <Tooltip title={collapsed ? `${label} · ${soon}` : ''} placement="right">
          <Box sx={{ display: 'flex', alignItems: 'center', pl: collapsed ? 1.5 : 1.5 + depth * 1.5, pr: 2, py: 0.5, minHeight: 40 }}>
            <ListItemIcon sx={{ minWidth: 36, opacity: 0.6 }}>{icon}</ListItemIcon>
            <ListItemText
              primary={label}
              secondary={soon}
              slotProps={{ primary: { sx: { color: 'text.secondary' } }, secondary: { sx: { fontSize: 11, lineHeight: 1.2 } } }}
              sx={{ opacity: collapsed ? 0 : 1, whiteSpace: collapsed ? 'nowrap' : 'normal', my: 0.25 }}
            />
            {!collapsed && badge}
          </Box>
        </Tooltip>
      </li>
    );
  }
  const active = to !== undefined && pathname === to;
  const common = {
    selected: active,
    sx: { pl: collapsed ? 1.5 : 1.5 + depth * 1.5, minHeight: 40 },
  } as const;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} sx={{ opacity: collapsed ? 0 : 1, whiteSpace: collapsed ? 'nowrap' : 'normal' }} />
      {!collapsed && badge}
    </>
  );
  const button = href ? (
    <ListItemButton {...common} component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={collapsed ? label : undefined}>
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton
      {...common}
      component={Link}
      to={to ?? '/'}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      onClick={() => {
        if (isMobile) setOpen(false);
      }}
    >
      {content}
    </ListItemButton>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </li>
  );
}
