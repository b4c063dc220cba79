// The header's widget slots in spec order, each with its role gate. The sticky widget
// (src/widgets/sticky), the bell and the announcement button (src/widgets/notifications) are built;
// the survey slot is a labelled button that says its widget is coming.
import type { ComponentType } from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import PollIcon from '@mui/icons-material/Poll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { AccessRule } from '../domain/access';

export interface HeaderWidget {
  id: 'sticky' | 'survey' | 'notifications' | 'announcements';
  labelKey: string;
  icon: ComponentType;
  access: AccessRule;
}

export const HEADER_WIDGETS: readonly HeaderWidget[] = [
  { id: 'sticky', labelKey: 'app.layout.widget.sticky', icon: PushPinIcon, access: { roles: ['sticky_button_widget'] } },
  { id: 'survey', labelKey: 'app.layout.widget.survey', icon: PollIcon, access: { roles: ['franchise_survey'] } },
  { id: 'notifications', labelKey: 'app.layout.widget.notifications', icon: NotificationsIcon, access: { roles: ['notification'] } },
  { id: 'announcements', labelKey: 'app.layout.widget.announcements', icon: CampaignIcon, access: { roles: ['announcement'] } },
];
