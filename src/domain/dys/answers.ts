// What the franchise may write back on a performance record (DOMAIN.md, "Performance"): an
// objection to a DDS penalty log, an apology for a DTS rule violation. One rule for the panel,
// which offers the action only where it would be taken, and the gateway, which refuses the rest
// with 409 and changes nothing.
import { apologyStatus, ddsLogStatus } from '../enums';

/** An objection is written within 7 days of its log (our rule), 10 to 1000 characters. */
export const DDS_OBJECTION_DAYS = 7;
export const DDS_OBJECTION_TEXT = { min: 10, max: 1000 } as const;
/** An apology is required text of at most 1000 characters. */
export const DTS_APOLOGY_TEXT = { min: 1, max: 1000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a log may be objected to: 7 whole days after it was recorded. */
export function objectionDeadline(loggedAt: string): Date {
  return new Date(Date.parse(loggedAt) + DDS_OBJECTION_DAYS * DAY_MS);
}

/** Whether the franchise may object to a DDS log now: not objected yet, and within its window. */
export function canObject(log: { status: number; loggedAt: string }, now: Date): boolean {
  return log.status === ddsLogStatus.value('not_objected') && now.getTime() <= objectionDeadline(log.loggedAt).getTime();
}

/** Whether the franchise may write the apology of a DTS record: it waits for one. */
export function canApologize(record: { status: number }): boolean {
  return record.status === apologyStatus.value('waiting_for_apology');
}

/** Whether a text fits `limits` once trimmed (what the form and the gateway both check). */
export function textFits(text: unknown, limits: { min: number; max: number }): boolean {
  if (typeof text !== 'string') return false;
  const length = text.trim().length;
  return length >= limits.min && length <= limits.max;
}
