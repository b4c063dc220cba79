import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/** Below md the sidebar is a temporary drawer; above it, a rail that is wide (open) or icons only. */
export function useSidebarMode() {
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  return { isMobile, open, setOpen, collapsed: !isMobile && !open };
}
