// Sends every new notification to its user's Web Push subscriptions in its franchise. web-push
// (3.6.7) encrypts the message for the device (aes128gcm) and signs the VAPID header; the request
// goes out with fetch and a timeout. A subscription the push service reports gone (404, 410) is
// deleted; any other failure is only logged: a push never fails or slows the call that made the
// notification.
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Queryable } from '../db/db';
import { deletePushSubscription, pushSubscriptionsOf, type StoredPushSubscription } from '../db/push-subscriptions';
import { isEnabledLanguage } from '../../src/domain/languages';
import { localised, notificationTarget, type PanelNotification } from '../../src/domain/notifications';
import type { PushMessage } from '../../src/domain/push';
import type { VapidDetails } from './vapid';

/** How long a push service has to answer one send. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for an offline device (seconds): a day. */
export const PUSH_TTL_SECONDS = 86_400;

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Starts the sends of a new notification; returns at once. */
  notificationCreated(franchiseId: string, notification: PanelNotification): void;
  /** Resolves when every send started so far has ended (tests, shutdown). */
  settled(): Promise<void>;
}

/** The push a notification makes, in the device's language; it opens the notification's page (or the panel). */
export function pushMessageOf(notification: PanelNotification, language: string): PushMessage {
  const lang = isEnabledLanguage(language) ? language : 'en';
  return {
    title: localised(notification.title, lang),
    body: localised(notification.message, lang),
    path: notificationTarget(notification) ?? '/',
    tag: notification._id,
  };
}

export function createPushSender(deps: { db: Queryable; vapid: VapidDetails; log: FastifyBaseLogger }): PushSender {
  const running = new Set<Promise<void>>();

  const sendOne = async (franchiseId: string, subscription: StoredPushSubscription, notification: PanelNotification) => {
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(pushMessageOf(notification, subscription.language)), {
      vapidDetails: deps.vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deletePushSubscription(deps.db, franchiseId, subscription.id);
      deps.log.info({ subscriptionId: subscription.id, status: response.status }, 'push subscription gone: deleted');
    } else if (!response.ok) {
      deps.log.warn({ subscriptionId: subscription.id, status: response.status }, 'push service refused a push');
    }
  };

  const sendAll = async (franchiseId: string, notification: PanelNotification) => {
    const subscriptions = await pushSubscriptionsOf(deps.db, franchiseId, notification.franchiseUserId);
    await Promise.all(
      subscriptions.map((subscription) =>
        sendOne(franchiseId, subscription, notification).catch((error: unknown) =>
          deps.log.warn({ err: error, subscriptionId: subscription.id }, 'push could not be delivered'),
        ),
      ),
    );
  };

  return {
    publicKey: deps.vapid.publicKey,
    notificationCreated(franchiseId, notification) {
      const send = sendAll(franchiseId, notification)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'push subscriptions could not be read'))
        .finally(() => running.delete(send));
      running.add(send);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
