import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Announcement, AnnouncementListReply } from '../../domain/notifications';
import { useCalls } from '../../framework/calls';
import { ANNOUNCEMENT_COUNT_KEY, ANNOUNCEMENT_LIST_KEY } from '../../framework/noticeKeys';

const setRead = (reply: AnnouncementListReply | undefined, id: string, read: boolean) =>
  reply && { announcements: reply.announcements.map((item) => (item._id === id ? { ...item, read } : item)) };

/**
 * The franchise's announcements and reading one (spec 8): shown read at once, with the header's
 * count one lower; when the gateway refuses, both are undone and a message says so.
 */
export function useAnnouncements() {
  const { announcements: calls } = useCalls();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const list = useQuery({ queryKey: ANNOUNCEMENT_LIST_KEY, queryFn: ({ signal }) => calls.list(signal), retry: false });

  const markRead = async (announcement: Announcement) => {
    if (announcement.read) return;
    const id = announcement._id;
    queryClient.setQueryData<AnnouncementListReply>(ANNOUNCEMENT_LIST_KEY, (old) => setRead(old, id, true));
    queryClient.setQueryData<number>(ANNOUNCEMENT_COUNT_KEY, (old) => (old === undefined ? old : Math.max(0, old - 1)));
    try {
      await calls.markRead(id);
    } catch {
      queryClient.setQueryData<AnnouncementListReply>(ANNOUNCEMENT_LIST_KEY, (old) => setRead(old, id, false));
      queryClient.setQueryData<number>(ANNOUNCEMENT_COUNT_KEY, (old) => (old === undefined ? old : old + 1));
      notify('pages.announcements.read_failed', { type: 'error' });
    }
  };

  return { list, markRead };
}
