import { useEffect, useMemo, useRef, useState } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, CircularProgress, Divider, FormControlLabel, List, ListSubheader, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  NOTIFICATION_FILTER_DEFAULT_LIMIT,
  NOTIFICATION_FILTER_MAX_LIMIT,
  notificationTarget,
  splitByDay,
  type NotificationFilterReply,
  type PanelNotification,
} from '../../domain/notifications';
import { useCalls } from '../../framework/calls';
import { NOTIFICATION_COUNT_KEY, NOTIFICATION_KEY, NOTIFICATION_LIST_KEY } from '../../framework/noticeKeys';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { NotificationItem } from './NotificationItem';
import { withRead } from './notificationCache';

/**
 * The bell's modal, loaded on first open: today's notifications apart from earlier ones (today in
 * the user's time zone), an unread-only switch, mark one or all read. Marking is shown at once and
 * the lists and count are fetched again after (a failure says so). The list is fetched again when
 * the unread count rises (a new notification came by the socket or the poll).
 */
export default function NotificationPanel({ count, onNavigate }: { count: number | undefined; onNavigate: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notifications: calls } = useCalls();
  const { language, timeZone } = usePanelFormat();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useQuery({
    queryKey: [...NOTIFICATION_LIST_KEY, unreadOnly],
    queryFn: ({ signal }) => calls.filter({ unreadOnly, limit: NOTIFICATION_FILTER_DEFAULT_LIMIT }, signal),
    retry: false,
  });

  const seen = useRef(count);
  const { refetch } = list;
  useEffect(() => {
    if (count !== undefined && seen.current !== undefined && count > seen.current) void refetch();
    seen.current = count;
  }, [count, refetch]);

  const split = useMemo(() => splitByDay(list.data?.notifications ?? [], new Date(), timeZone), [list.data, timeZone]);

  const markRead = async (ids: string[]) => {
    if (ids.length === 0) return;
    const read = new Set(ids);
    for (const flag of [false, true]) {
      queryClient.setQueryData<NotificationFilterReply>([...NOTIFICATION_LIST_KEY, flag], (old) => withRead(old, read, flag));
    }
    queryClient.setQueryData<number>(NOTIFICATION_COUNT_KEY, (old) => (old === undefined ? old : Math.max(0, old - ids.length)));
    try {
      await calls.markRead(ids);
    } catch {
      notify('notifications.mark_failed', { type: 'error' });
    }
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });
  };

  const markAll = async () => {
    try {
      const unread = await calls.filter({ unreadOnly: true, limit: NOTIFICATION_FILTER_MAX_LIMIT });
      await markRead(unread.notifications.map((notification) => notification._id));
    } catch {
      notify('notifications.mark_failed', { type: 'error' });
    }
  };

  const open = (notification: PanelNotification) => {
    if (!notification.read) void markRead([notification._id]);
    const target = notificationTarget(notification);
    if (target) {
      navigate(target);
      onNavigate();
    }
  };

  const groups = [
    { key: 'today', items: split.today },
    { key: 'older', items: split.older },
  ].filter((group) => group.items.length > 0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 'min(75vh, 600px)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, px: 2, pt: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {translate('notifications.title')}
        </Typography>
        <FormControlLabel
          control={<Switch size="small" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />}
          label={translate('notifications.unread_only')}
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ mr: 0 }}
        />
      </Box>
      <Box sx={{ px: 1, pb: 1 }}>
        <Button size="small" startIcon={<DoneAllIcon />} disabled={!count} onClick={() => void markAll()}>
          {translate('notifications.mark_all')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        {failedOrHeld(list) ? (
          <LoadError title={translate('notifications.error')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} sx={{ m: 2 }} />
        ) : list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          </Box>
        ) : groups.length === 0 ? (
          <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            {translate(unreadOnly ? 'notifications.empty_unread' : 'notifications.empty')}
          </Typography>
        ) : (
          groups.map((group) => (
            <List
              key={group.key}
              dense
              data-group={group.key}
              aria-labelledby={`notifications-${group.key}`}
              subheader={
                <ListSubheader id={`notifications-${group.key}`} sx={{ lineHeight: '32px' }}>
                  {translate(`notifications.${group.key}`)}
                </ListSubheader>
              }
            >
              {group.items.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  language={language}
                  timeZone={timeZone}
                  onOpen={open}
                  onMarkRead={(id) => void markRead([id])}
                />
              ))}
            </List>
          ))
        )}
      </Box>
    </Box>
  );
}
