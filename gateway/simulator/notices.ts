// Demo notifications: one for a user that points at one of the franchise's announcements or at a
// KDS audit, written and announced on the user's own socket room. The simulator sends one to every
// notified user of each franchise every few minutes; the browser tests' hook sends one on demand.
// This is the one place the gateway makes notifications: each is also pushed to its user's
// browsers (gateway/push/sender.ts).
import { newestAnnouncements } from '../db/announcements';
import type { Queryable } from '../db/db';
import { createNotification, notifiedUsers } from '../db/notifications';
import type { PushSender } from '../push/sender';
import type { RealtimeEmitter } from '../realtime/emitter';
import { announcementNotice, AUDIT_NOTICE, announcementUrl } from '../seed/notification-texts';
import type { SeededRandom } from '../seed/random';
import type { PanelNotification } from '../../src/domain/notifications';
import { newestSentAudit } from '../db/kds';

export type NoticeLink = 'announcement' | 'audit';

/** A notification for `userId` now; an announcement link falls back to an audit when the franchise has none. */
export async function sendDemoNotice(
  db: Queryable,
  realtime: RealtimeEmitter,
  franchiseId: string,
  userId: string,
  link: NoticeLink,
  now: Date,
  pick: <T>(items: T[]) => T = (items) => items[0],
  push?: PushSender,
): Promise<{ notification: PanelNotification; announcementId: string | null }> {
  const announcements = link === 'announcement' ? await newestAnnouncements(db, franchiseId, 5) : [];
  const announcement = announcements.length > 0 ? pick(announcements) : null;
  const announcementId = announcement?.id ?? null;
  const notification = await createNotification(db, franchiseId, userId, {
    ...(announcement ? announcementNotice(announcement.title) : AUDIT_NOTICE),
    url: announcementId ? announcementUrl(announcementId) : null,
    auditId: announcementId ? null : await newestSentAudit(db, franchiseId),
    createdAt: now,
  });
  realtime.notificationCreated(franchiseId, notification);
  push?.notificationCreated(franchiseId, notification);
  return { notification, announcementId };
}

/** One notification for every user of the franchise holding the notification role. */
export async function noticeFranchise(db: Queryable, realtime: RealtimeEmitter, random: SeededRandom, franchiseId: string, now: Date, push?: PushSender): Promise<number> {
  const users = await notifiedUsers(db, franchiseId);
  const link: NoticeLink = random.next() < 0.5 ? 'announcement' : 'audit';
  for (const userId of users) await sendDemoNotice(db, realtime, franchiseId, userId, link, now, (items) => random.pick(items), push);
  return users.length;
}
