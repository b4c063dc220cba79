import { lazy, Suspense, useState } from 'react';
import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOTIFICATION_MODAL_MAX_WIDTH } from '../../domain/constants';
import { HeaderPopoverButton } from '../HeaderPopoverButton';
import type { HeaderWidget } from '../headerWidgetList';
import { useNotificationCount } from './useUnreadCounts';

// The socket listener loads after the first render, the modal on first open: neither is in the first load.
const NotificationLive = lazy(() => import('./NotificationLive'));
const NotificationPanel = lazy(() => import('./NotificationPanel'));
// the chime, the bell's animation and the toast of a new notification (push and sound toggles)
const NotificationChime = lazy(() => import('./NotificationChime'));

/**
 * The header's notification bell (role notification): the unread count, live from the socket
 * (polled while it is down), and the modal of the user's notifications (420 px at most; a sheet
 * on a phone).
 */
export function NotificationWidget({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  const [live, setLive] = useState(false);
  const count = useNotificationCount(live);
  return (
    <>
      <Suspense fallback={null}>
        <NotificationLive onLive={setLive} />
        <NotificationChime count={count} />
      </Suspense>
      <HeaderPopoverButton
        widget={widget}
        sheetOnPhones
        paperSx={{ width: NOTIFICATION_MODAL_MAX_WIDTH, maxWidth: 'calc(100vw - 32px)' }}
        badge={count === undefined ? undefined : { count, label: translate('notifications.badge', { smart_count: count }) }}
      >
        {(close) => (
          <Suspense fallback={<CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />}>
            <NotificationPanel count={count} onNavigate={close} />
          </Suspense>
        )}
      </HeaderPopoverButton>
    </>
  );
}
