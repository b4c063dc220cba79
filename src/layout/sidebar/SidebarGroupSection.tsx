import { useId, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarMode } from './useSidebarMode';

interface Props {
  label: string;
  icon: ReactNode;
  open: boolean;
  onToggle: () => void;
  badge?: ReactNode;
  depth?: number;
  children: ReactNode;
}

/** A collapsible sidebar group; on the collapsed rail its header opens the rail and the group. */
export function SidebarGroupSection({ label, icon, open, onToggle, badge, depth = 0, children }: Props) {
  const id = useId();
  const { collapsed, setOpen } = useSidebarMode();
  const header = (
    <ListItemButton
      aria-expanded={open}
      aria-controls={id}
      aria-label={collapsed ? label : undefined}
      onClick={() => {
        if (collapsed) {
          setOpen(true);
          if (!open) onToggle();
          return;
        }
        onToggle();
      }}
      sx={{ pl: 1.5 + depth * 1.5, minHeight: 40 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText
        primary={label}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        sx={{ opacity: collapsed ? 0 : 1, whiteSpace: collapsed ? 'nowrap' : 'normal' }}
      />
      {!collapsed && badge}
      {!collapsed && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
    </ListItemButton>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      ) : (
        header
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={id} disablePadding aria-label={label}>
          {children}
        </List>
      </Collapse>
    </li>
  );
}
