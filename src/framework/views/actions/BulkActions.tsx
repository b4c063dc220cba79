import { useState } from 'react';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { bulkActions, type WorkflowActions } from '../../../domain/declaration/actions';
import { useAccessSubject } from '../../useAccessSubject';
import { LazyActionDialog } from './LazyActionDialog';
import { actionKey, useRunAction } from './useRunAction';

/**
 * The list's bulk-action bar: the declared bulk actions the user may run, on the selected rows.
 * Each row is decided on its own by the gateway; the message says how many moved and how many
 * were refused because they had moved on.
 */
export function BulkActions({ resource, actions }: { resource: string; actions: WorkflowActions }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { subject } = useAccessSubject();
  const translate = useTranslate();
  const { runMany } = useRunAction(resource);
  const [open, setOpen] = useState<string | null>(null);
  const names = bulkActions(actions, subject);
  const current = open ? actions[open] : undefined;
  const run = async (name: string, values: Record<string, unknown>) => {
    const done = await runMany(name, selectedIds.map(String), values);
    if (done) onUnselectItems();
    return done;
  };
  return (
    <>
      {names.map((name) => (
        <Button key={name} size="small" onClick={() => setOpen(name)}>
          {translate(actionKey(resource, name, 'label'))}
        </Button>
      ))}
      {open && current && (
        <LazyActionDialog resource={resource} name={open} action={current} open onClose={() => setOpen(null)} onSubmit={(values) => run(open, values)} />
      )}
    </>
  );
}
