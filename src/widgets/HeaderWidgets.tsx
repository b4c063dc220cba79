import { Box } from '@mui/material';
import { canAccessRule } from '../domain/access';
import { useAccessSubject } from '../framework/useAccessSubject';
import { ComingSoonWidget } from './ComingSoonWidget';
import { HEADER_WIDGETS } from './headerWidgetList';
import { StickyWidget } from './sticky/StickyWidget';

/** The header's widgets this user may see, in spec order. */
export function HeaderWidgets() {
  const { subject } = useAccessSubject();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {HEADER_WIDGETS.filter((widget) => canAccessRule(subject, widget.access)).map((widget) => (
        widget.id === 'sticky' ? <StickyWidget key={widget.id} widget={widget} /> : <ComingSoonWidget key={widget.id} widget={widget} />
      ))}
    </Box>
  );
}
