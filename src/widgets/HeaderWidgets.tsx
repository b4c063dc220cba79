import { lazy, Suspense, type ComponentType } from 'react';
import { Box } from '@mui/material';
import { canAccessRule } from '../domain/access';
import { useAccessSubject } from '../framework/useAccessSubject';
import { ComingSoonWidget } from './ComingSoonWidget';
import { BOOSTED_MODAL_ACCESS, HEADER_WIDGETS, type HeaderWidget } from './headerWidgetList';
import { AnnouncementWidget } from './notifications/AnnouncementWidget';
import { NotificationWidget } from './notifications/NotificationWidget';
import { StickyWidget } from './sticky/StickyWidget';

// The engagement widgets load after the shell's first render: none of them is in the first load.
const SurveyButton = lazy(() => import('./engagement/SurveyButton'));
const FeedbackWidget = lazy(() => import('./engagement/FeedbackWidget'));
const BoostedFeatureModal = lazy(() => import('./engagement/BoostedFeatureModal'));

function later(Widget: ComponentType<{ widget: HeaderWidget }>): ComponentType<{ widget: HeaderWidget }> {
  return function LazyWidget({ widget }) {
    return (
      <Suspense fallback={null}>
        <Widget widget={widget} />
      </Suspense>
    );
  };
}

const BUILT: Partial<Record<HeaderWidget['id'], ComponentType<{ widget: HeaderWidget }>>> = {
  sticky: StickyWidget,
  survey: later(SurveyButton),
  feedback: later(FeedbackWidget),
  notifications: NotificationWidget,
  announcements: AnnouncementWidget,
};

/** The header's widgets this user may see, in spec order, and the boosted-feature modal for its role. */
export function HeaderWidgets() {
  const { subject } = useAccessSubject();
  return (
    // on a phone the buttons sit a little closer, leaving the page title room for a word or two
    <Box sx={(theme) => ({ display: 'flex', alignItems: 'center', [theme.breakpoints.down('sm')]: { '& .MuiIconButton-root': { p: 0.75 } } })}>
      {HEADER_WIDGETS.filter((widget) => canAccessRule(subject, widget.access)).map((widget) => {
        const Widget = BUILT[widget.id] ?? ComingSoonWidget;
        return <Widget key={widget.id} widget={widget} />;
      })}
      {canAccessRule(subject, BOOSTED_MODAL_ACCESS) ? (
        <Suspense fallback={null}>
          <BoostedFeatureModal />
        </Suspense>
      ) : null}
    </Box>
  );
}
