import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_COUNT_KEY, NOTIFICATION_KEY } from '../../framework/noticeKeys';
import { realtime, useRealtimeEvent, useRealtimeResync, useRealtimeStatus, type RealtimeConnection } from '../../realtime';

/**
 * Keeps the bell live from the socket (loaded lazily, with socket.io-client): a notification
 * event raises the count at once and refreshes the count and lists; after a reconnection they are
 * fetched again (events may have been missed), and so are they once it starts listening. Tells the bell whether the socket is up, so it
 * polls only while it is not.
 */
export default function NotificationLive({ onLive, connection = realtime }: { onLive: (live: boolean) => void; connection?: RealtimeConnection }) {
  const queryClient = useQueryClient();
  const status = useRealtimeStatus(connection);
  useEffect(() => onLive(status === 'connected'), [status, onLive]);
  useRealtimeEvent('notification', () => {
    queryClient.setQueryData<number>(NOTIFICATION_COUNT_KEY, (count) => (count ?? 0) + 1);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });
  }, connection);
  useRealtimeResync(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }), connection);
  // The shared socket may have been up before this lazy listener was: an event sent in between
  // reached no one, so what the bell shows is asked again once it listens.
  useEffect(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }), [queryClient]);
  return null;
}
