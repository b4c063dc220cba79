import type { ReactNode } from 'react';
import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
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
}

/** One sidebar link; icons only with a tooltip when the rail is collapsed. */
export function SidebarLink({ label, icon, to, href, badge, depth = 0 }: Props) {
  const { isMobile, collapsed, setOpen } = useSidebarMode();
  const { pathname } = useLocation();
  const active = to !== undefined && pathname === to;
  const common = {
    selected: active,
    sx: { pl: collapsed ? 1.5 : 1.5 + depth * 1.5, minHeight: 40 },
  } as const;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} sx={{ opacity: collapsed ? 0 : 1, whiteSpace: 'nowrap' }} />
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
