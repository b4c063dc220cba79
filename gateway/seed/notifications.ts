// Seed step: four announcements per franchise (the owner has read the oldest in the first
// Istanbul franchise) and, for each user with the notification role, notifications from today
// and earlier days, read and unread, pointing at an announcement or at a KDS audit.
import { createAnnouncement } from '../db/announcements';
import { createNotification, notifiedUsers } from '../db/notifications';
import type { SeedContext } from './context';
import { announcementNotice, AUDIT_NOTICE, announcementUrl, DEMO_ANNOUNCEMENTS } from './notification-texts';

// seconds before the database's now(): the seed's statements never depend on the clock
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Per user: how long ago, whether read, and what it points at (an announcement by position, or an audit). */
const NOTICES: readonly { ago: number; read: boolean; announcement?: number }[] = [
  { ago: 4 * MINUTE, read: false, announcement: 0 },
  { ago: 25 * MINUTE, read: false },
  { ago: 50 * MINUTE, read: true, announcement: 1 },
  { ago: DAY + 3 * 60 * MINUTE, read: false, announcement: 2 },
  { ago: 2 * DAY, read: true },
  { ago: 5 * DAY, read: true, announcement: 3 },
];

export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const franchiseId of Object.values(ids.franchises)) {
    const announcements: string[] = [];
    for (const [index, announcement] of DEMO_ANNOUNCEMENTS.entries()) {
      const id = random.id();
      announcements.push(id);
      await createAnnouncement(tx, franchiseId, { id, ...announcement, createdAt: { secondsAgo: (6 - index) * DAY } });
    }
    if (franchiseId === ids.franchises.tr1) {
      await tx.query(`INSERT INTO announcement_reads (franchise_id, user_id, announcement_id, read_at) VALUES ($1, $2, $3, now())`, [
        franchiseId,
        ids.users.owner,
        announcements[0],
      ]);
    }
    for (const userId of await notifiedUsers(tx, franchiseId)) {
      for (const notice of NOTICES) {
        const announcement = notice.announcement === undefined ? undefined : announcements[notice.announcement];
        const text = notice.announcement === undefined ? AUDIT_NOTICE : announcementNotice(DEMO_ANNOUNCEMENTS[notice.announcement].title);
        await createNotification(
          tx,
          franchiseId,
          userId,
          {
            ...text,
            url: announcement ? announcementUrl(announcement) : null,
            auditId: announcement ? null : random.id(),
            createdAt: { secondsAgo: notice.ago },
            read: notice.read,
          },
          random.id(),
        );
      }
    }
  }
}
