// Workflow actions, declared in a resource file as plain data: the states a record must be in, what
// the action writes, who may run it, what it asks for. The panel shows the buttons these rules
// allow (detail and bulk bar) and validates the dialog with them; the gateway serves
// POST /<resource>/:id/actions/<action> from the same declaration and checks the same rules.
// No React here: the gateway reads it too.
import { canAccessRule, type AccessRule, type AccessSubject } from '../access';
import { checkFieldValue, hasFieldCheck, type FieldCheckContext, type FieldCheckKey } from './fieldChecks';
import type { FieldDescriptor } from './fields';

/** A value a state field holds (an enumeration's number, a flag, a text). */
export type StateValue = string | number | boolean;

/** Field -> the values it may hold; every listed field must hold one of its values. */
export type StateMatch = Readonly<Record<string, readonly StateValue[]>>;

/** A field an action asks for: a declared field kind, plus the dialog's own rules. */
export type ActionField = FieldDescriptor & {
  /** A day that must not be after today (in the user's time zone; the gateway allows the earliest zone's today). */
  notInFuture?: boolean;
  /** Required only while other asked fields hold one of these values (a note for reason "other"). */
  requiredWhen?: StateMatch;
};

export interface WorkflowAction {
  /** The record states it starts from (e.g. `{ status: [1] }`, `{ isActive: [true] }`); a list means any one of them. */
  from: StateMatch | readonly StateMatch[];
  /**
   * Records matching `when` may take it only while the clock is before the instant in their
   * datetime field `field` (an approved leave is canceled only before it starts): the panel
   * checks its clock, the gateway's UPDATE its own.
   */
  until?: { field: string; when: StateMatch };
  /** Values it writes to the record (e.g. the status it leads to). */
  sets?: Readonly<Record<string, StateValue>>;
  /** Datetime fields of the record it sets to the time it runs. */
  stamps?: readonly string[];
  /** Who may run it: roles and the permission they must carry (any signed-in user when empty). */
  access: AccessRule;
  /** What it asks for, in dialog order. Their labels are the resource's `fields.<name>`. */
  fields?: Readonly<Record<string, ActionField>>;
  /** The asked fields are written to the record's fields of the same names (else only to its history). */
  writesFields?: boolean;
  /** At least one asked field must carry a value (an edit request naming nothing asks for nothing). */
  atLeastOne?: boolean;
  /** Asks "are you sure?" first (the text is `actions.<name>.confirm`). */
  confirm?: boolean;
  /** Offered in the list's bulk bar for the selected rows too. */
  bulk?: boolean;
  /**
   * A bulk run is all or nothing: when any selected record cannot take the action (moved on, not
   * the franchise's), the gateway answers 409 naming them and changes none (default: each record
   * on its own, the refused ones listed in the reply).
   */
  bulkAllOrNothing?: boolean;
  /**
   * Records matching `when` go through a spec call instead of the generic one (a picker's store
   * changes through PUT /picker/{pickerId}/change-warehouse). The call is named here; the panel
   * knows how to make it, the gateway serves it and records the same history.
   */
  via?: { when: StateMatch; call: ActionCall };
  /**
   * A record in a start state that still may not move (a timesheet with a missing clock-out):
   * the refusal's error code (its message in the gateway's catalogue), or null to go on. The
   * gateway asks it on the locked row and answers 409 with that code, nothing written.
   */
  refuse?: (record: Readonly<Record<string, unknown>>) => string | null;
}

/** Spec calls an action can go through. */
export type ActionCall = 'pickerChangeWarehouse' | 'shiftPlanApprove' | 'shiftPlanDecline';

export type WorkflowActions = Readonly<Record<string, WorkflowAction>>;

/** Whether a record holds one of the listed values of every listed field. */
export function matchesState(match: StateMatch, record: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(match).every(([field, values]) => values.includes(record[field] as StateValue));
}

/** The start states as a list of alternatives. */
export const startStates = (action: Pick<WorkflowAction, 'from'>): readonly StateMatch[] =>
  (Array.isArray(action.from) ? action.from : [action.from]) as readonly StateMatch[];

/** Whether the record is past its action's `until` instant (false without one, or when `when` does not match). */
export function pastUntil(action: Pick<WorkflowAction, 'until'>, record: Readonly<Record<string, unknown>>, now: Date): boolean {
  if (!action.until || !matchesState(action.until.when, record)) return false;
  const instant = new Date(record[action.until.field] as string);
  return !(instant.getTime() > now.getTime());
}

/** Whether `subject` may run `action` on `record` (its state, role and permission, and its `until` against `now`). */
export function actionAllowed(
  action: WorkflowAction,
  record: Readonly<Record<string, unknown>>,
  subject: AccessSubject | null | undefined,
  now: Date = new Date(),
): boolean {
  return canAccessRule(subject, action.access) && startStates(action).some((state) => matchesState(state, record)) && !pastUntil(action, record, now);
}

/** The names of the actions `subject` may run on `record`, in declaration order. */
export function allowedActions(
  actions: WorkflowActions | undefined,
  record: Readonly<Record<string, unknown>>,
  subject: AccessSubject | null | undefined,
  now: Date = new Date(),
): string[] {
  return Object.entries(actions ?? {})
    .filter(([, action]) => actionAllowed(action, record, subject, now))
    .map(([name]) => name);
}

/** The bulk actions `subject` may run at all (each row's state is the gateway's to decide). */
export function bulkActions(actions: WorkflowActions | undefined, subject: AccessSubject | null | undefined): string[] {
  return Object.entries(actions ?? {})
    .filter(([, action]) => action.bulk && canAccessRule(subject, action.access))
    .map(([name]) => name);
}

export { ACTION_MESSAGES, ACTION_MOVED_ON } from './actionMessages';

/** An action check's own problem (its text: ACTION_MESSAGES), apart from the field kinds' catalogue keys. */
export type ActionCheckKey = `action:${'required' | 'not_in_future' | 'too_short' | 'at_least_one'}`;

export interface ActionProblem {
  /** The field refused; `_` for a rule of the whole form (at least one). */
  field: string;
  key: ActionCheckKey | FieldCheckKey;
  args?: Record<string, number>;
}

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks the values of an action's fields (the dialog and the gateway alike): required (also
 * `requiredWhen`), days not after `today` (YYYY-MM-DD) and the field kinds' checks. Cleaned values
 * of checked kinds replace the typed ones in `values`.
 */
export function checkActionValues(action: WorkflowAction, values: Record<string, unknown>, today: string, context: FieldCheckContext = {}): ActionProblem[] {
  const problems: ActionProblem[] = [];
  const fields = Object.entries(action.fields ?? {});
  for (const [name, field] of fields) {
    const value = values[name];
    if (empty(value)) {
      const required = field.required || (field.requiredWhen !== undefined && matchesState(field.requiredWhen, values));
      if (required) problems.push({ field: name, key: 'action:required' });
      continue;
    }
    if (field.kind === 'date' && field.notInFuture && typeof value === 'string' && value > today) {
      problems.push({ field: name, key: 'action:not_in_future' });
      continue;
    }
    // a text's least length counts what is written, not the spaces around it
    if (field.kind === 'text' && field.minLength !== undefined && typeof value === 'string' && value.trim().length < field.minLength) {
      problems.push({ field: name, key: 'action:too_short', args: { min: field.minLength } });
      continue;
    }
    if (hasFieldCheck(field)) {
      const result = checkFieldValue(field, value, context);
      if (result.ok) values[name] = result.value;
      else problems.push({ field: name, key: result.key, args: result.args });
    }
  }
  if (action.atLeastOne && fields.every(([name]) => empty(values[name]))) {
    problems.push({ field: '_', key: 'action:at_least_one' });
  }
  return problems;
}

