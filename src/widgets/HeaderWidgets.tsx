import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import { canAccessRule } from '../domain/access';
import { useAccessSubject } from '../framework/useAccessSubject';
import { ComingSoonWidget } from './ComingSoonWidget';
import { HEADER_WIDGETS, type HeaderWidget } from './headerWidgetList';
import { AnnouncementWidget } from './notifications/AnnouncementWidget';
import { NotificationWidget } from './notifications/NotificationWidget';
import { StickyWidget } from './sticky/StickyWidget';

const BUILT: Partial<Record<HeaderWidget['id'], ComponentType<{ widget: HeaderWidget }>>> = {
  sticky: StickyWidget,
  notifications: NotificationWidget,
  announcements: AnnouncementWidget,
};

/** The header's widgets this user may see, in spec order. */
export function HeaderWidgets() {
  const { subject } = useAccessSubject();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {HEADER_WIDGETS.filter((widget) => canAccessRule(subject, widget.access)).map((widget) => {
        const Widget = BUILT[widget.id] ?? ComingSoonWidget;
        return <Widget key={widget.id} widget={widget} />;
      })}
    </Box>
  );
}
