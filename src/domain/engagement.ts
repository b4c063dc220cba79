// The engagement widgets of issue 13 (spec sections 2, 3, 5 and 7): the survey link, the NPS
// feedback, the boosted-feature modal and the franchise's contacts. Shapes, limits and paths
// known to both the panel and the gateway, written once here.
import type { LocalisedText } from './notifications';

/** The gateway's paths of these calls (spec: GET /survey-link, GET /boosted-feature; the others are the reference gateway's choice). */
export const ENGAGEMENT_PATHS = {
  surveyLink: '/survey-link',
  /** The spec names no path for the NPS submit: the reference gateway's choice. */
  feedback: '/feedback',
  /** Whether the caller is asked for feedback now (not a spec call). */
  feedbackStatus: '/feedback/status',
  boostedFeature: '/boosted-feature',
  /** The franchise's contacts (not a spec call: /frequently-used/contact-us reads it). */
  contacts: '/contact-us',
} as const;

/** GET /survey-link: the franchise's current survey; `link` is null when none is running. */
export interface SurveyLinkReply {
  link: string | null;
  active: boolean;
}

/** The rating scale, 1-5 (spec 9), each with its name. */
export const FEEDBACK_RATINGS = [
  { value: 1, name: 'awful' },
  { value: 2, name: 'poor' },
  { value: 3, name: 'neutral' },
  { value: 4, name: 'good' },
  { value: 5, name: 'excellent' },
] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number]['value'];
export const FEEDBACK_MIN_RATING = 1;
export const FEEDBACK_MAX_RATING = 5;
/** The optional text's rows (spec 5) and the most characters it may hold. */
export const FEEDBACK_TEXT_ROWS = 4;
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;
/** A user answers at most once per period; the widget hides until it has passed (docs/engagement.md). */
export const FEEDBACK_PERIOD_DAYS = 90;
/** `from`: where the answer was given; the panel sends the path of the page it was on. */
export const FEEDBACK_FROM_MAX_LENGTH = 300;

/** The NPS feedback payload (spec 3): rating, feedback text, from, franchiseId. */
export interface FeedbackBody {
  rating: FeedbackRating;
  feedback?: string;
  from: string;
  franchiseId: string;
}

/** GET /feedback/status: whether to ask now, and when the last answer was given. */
export interface FeedbackStatusReply {
  due: boolean;
  answeredAt: string | null;
}

export interface FeedbackReply {
  success: true;
  answeredAt: string;
}

/** GET /boosted-feature (spec 3): the content's keys with their localized title and HTML description. */
export interface BoostedFeatureReply {
  active: boolean;
  content: {
    titleKey: string;
    descriptionKey: string;
    imageCDNUrl: string;
    redirectPath: string;
    title: LocalisedText;
    /** HTML per language; the panel sanitizes it. */
    description: LocalisedText;
  } | null;
}

/** The contacts a franchise has, in the page's order. */
export const CONTACT_KINDS = ['support', 'operations', 'finance'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export interface FranchiseContact {
  kind: ContactKind;
  name: string;
  /** E.164 (+905551112233): the tel: link as it is. */
  phone: string;
  email: string;
  /** Opening hours, per language. */
  hours: LocalisedText;
}

export interface ContactsReply {
  contacts: FranchiseContact[];
}

/**
 * Whether `path` is a plain path inside the panel (what a boosted feature may redirect to): it
 * starts with one "/", names no other origin however spelled (encoded, backslashes, dot segments,
 * control characters or spaces), and is not an API or sign-in path. The panel also checks it
 * names one of its routes (src/domain/redirect.ts).
 */
export function isPanelPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 500) return false;
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\\u0000-\u001f\u007f-\u009f]/.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(decoded)) return false;
  const base = 'https://panel.invalid';
  let parsed: URL;
  try {
    parsed = new URL(path, base);
  } catch {
    return false;
  }
  if (parsed.origin !== base) return false;
  const lower = parsed.pathname.toLowerCase();
  return !(lower === '/api' || lower.startsWith('/api/') || lower === '/login' || lower.startsWith('/login/'));
}

/** The modal's storage: per user id, the calendar day (user's zone) it was last shown. */
export type ShownOnByUser = Record<string, string>;

/** Whether the modal is due for `userId` on `today` (YYYY-MM-DD in the user's zone). */
export function boostedModalDue(shownOn: ShownOnByUser, userId: string, today: string): boolean {
  return shownOn[userId] !== today;
}
