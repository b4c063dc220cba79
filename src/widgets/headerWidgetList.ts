// The header's widget slots in spec order, each with its role gate. The sticky widget
// (src/widgets/sticky), the bell and the announcement button (src/widgets/notifications) are built;
// the survey button, the satisfaction feedback and the boosted-feature modal are in
// src/widgets/engagement (each loaded lazily).
import type { ComponentType } from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import PollIcon from '@mui/icons-material/Poll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CampaignIcon from '@mui/icons-material/Campaign';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { AccessRule } from '../domain/access';

export interface HeaderWidget {
  id: 'sticky' | 'survey' | 'feedback' | 'notifications' | 'announcements';
  labelKey: string;
  icon: ComponentType;
  access: AccessRule;
}

export const HEADER_WIDGETS: readonly HeaderWidget[] = [
  { id: 'sticky', labelKey: 'app.layout.widget.sticky', icon: PushPinIcon, access: { roles: ['sticky_button_widget'] } },
  { id: 'survey', labelKey: 'app.layout.widget.survey', icon: PollIcon, access: { roles: ['franchise_survey'] } },
  // the satisfaction question (docs/engagement.md): the users the survey addresses, while due
  { id: 'feedback', labelKey: 'engagement.feedback', icon: RateReviewIcon, access: { roles: ['franchise_survey'] } },
  { id: 'notifications', labelKey: 'app.layout.widget.notifications', icon: NotificationsIcon, access: { roles: ['notification'] } },
  { id: 'announcements', labelKey: 'app.layout.widget.announcements', icon: CampaignIcon, access: { roles: ['announcement'] } },
];

/** The boosted-feature modal's role (spec 6): not a header button, a modal the header opens. */
export const BOOSTED_MODAL_ACCESS: AccessRule = { roles: ['boosted_feature_modal'] };
