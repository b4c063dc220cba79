import { useCallback } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { ACTION_MOVED_ON } from '../../../domain/declaration/actionMessages';
import type { WorkflowAction } from '../../../domain/declaration/actions';
import { matchesState } from '../../../domain/declaration/actions';
import { errorMessage, useCalls } from '../../calls';
import { usePanelFormat } from '../fields/usePanelFormat';
import { actionText } from './messages';
import { useActionTexts } from './useActionTexts';

export const actionKey = (resource: string, action: string, text: 'label' | 'done' | 'confirm') => `resources.${resource}.actions.${action}.${text}`;

const movedOn = (error: unknown) => {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { code?: unknown } | null };
  return status === 409 && body?.code === ACTION_MOVED_ON;
};

/**
 * Runs a declared action on one record (through its spec call where the declaration says so) or
 * on many: success says so and refreshes; a record that moved on says so and refreshes too; any
 * other failure shows the gateway's message. Resolves true when the action ran.
 */
export function useRunAction(resource: string) {
  const calls = useCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const { timeZone } = usePanelFormat();
  useActionTexts(); // the outcomes' texts join the catalogue: notify translates the keys below

  const failed = useCallback(
    (error: unknown) => {
      if (movedOn(error)) {
        notify(actionText('moved_on'), { type: 'warning' });
        refresh();
      } else notify(errorMessage(error), { type: 'error' });
      return false;
    },
    [notify, refresh],
  );

  const runOne = useCallback(
    async (name: string, action: WorkflowAction, record: Record<string, unknown>, values: Record<string, unknown>) => {
      try {
        const id = String(record.id);
        const via = action.via && matchesState(action.via.when, record) ? action.via.call : null;
        if (via === 'pickerChangeWarehouse') await calls.pickers.changeWarehouse(id, String(values.warehouseId));
        else if (via === 'shiftPlanApprove' || via === 'shiftPlanDecline') {
          // at the version read; an approval's clash is checked on the user's calendar
          const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined;
          await calls.shiftPlan.decide(id, via === 'shiftPlanApprove' ? 'approve' : 'decline', { updatedAt: String(record.updatedAt), note, timeZone });
        } else await calls.actions.run(resource, id, name, values);
        notify(actionKey(resource, name, 'done'), { type: 'success' });
        refresh();
        return true;
      } catch (error) {
        return failed(error);
      }
    },
    [calls, resource, notify, refresh, failed, timeZone],
  );

  const runMany = useCallback(
    async (name: string, ids: readonly string[], values: Record<string, unknown>) => {
      try {
        const reply = await calls.actions.bulk(resource, name, ids, values);
        notify(actionText('bulk_done'), {
          type: reply.refused.length > 0 ? 'warning' : 'success',
          messageArgs: { moved: reply.moved.length, refused: reply.refused.length },
        });
        refresh();
        return true;
      } catch (error) {
        // An all-or-nothing bulk action changed nothing: say how many stood in the way.
        const refused = (error as { body?: { refused?: unknown } } | null)?.body?.refused;
        if (movedOn(error) && Array.isArray(refused)) {
          notify(actionText('bulk_none'), { type: 'warning', messageArgs: { refused: refused.length } });
          refresh();
          return false;
        }
        return failed(error);
      }
    },
    [calls, resource, notify, refresh, failed],
  );

  return { runOne, runMany };
}
