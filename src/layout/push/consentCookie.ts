// The push consent popup's answer, in a cookie for PUSH_COOKIE_DAYS (spec).
import { PUSH_CONSENT_COOKIE, PUSH_COOKIE_DAYS } from '../../domain/push';

export type PushConsent = 'yes' | 'no';

export function readPushConsent(): PushConsent | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${PUSH_CONSENT_COOKIE}=`));
  const value = entry?.slice(PUSH_CONSENT_COOKIE.length + 1);
  return value === 'yes' || value === 'no' ? value : null;
}

export function writePushConsent(answer: PushConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PUSH_CONSENT_COOKIE}=${answer}; Max-Age=${PUSH_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
}
