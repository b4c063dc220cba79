import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { allowedActions, type WorkflowActions } from '../../../domain/declaration/actions';
import { useAccessSubject } from '../../useAccessSubject';
import { LazyActionDialog } from './LazyActionDialog';
import { actionKey, useRunAction } from './useRunAction';

/**
 * The buttons of the declared actions the signed-in user may run on the current record (its
 * state, their role and permission); none at all when no action applies. An action opens its
 * dialog (what it asks for and/or its confirmation); one that asks nothing and needs no
 * confirmation runs at once.
 */
export function RecordActions({ resource, actions }: { resource: string; actions: WorkflowActions }) {
  const record = useRecordContext<Record<string, unknown> & { id: string }>();
  const { subject } = useAccessSubject();
  const translate = useTranslate();
  const { runOne } = useRunAction(resource);
  const [open, setOpen] = useState<string | null>(null);
  if (!record) return null;
  const names = allowedActions(actions, record, subject);
  if (names.length === 0) return null;
  const current = open ? actions[open] : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="record-actions">
      {names.map((name) => {
        const action = actions[name]!;
        const direct = !action.confirm && Object.keys(action.fields ?? {}).length === 0;
        return (
          // MUI's button, not react-admin's: that one drops its label for an icon on a phone
          <Button
            key={name}
            variant="outlined"
            size="small"
            onClick={(event) => {
              // a row's button must not open the row
              event.stopPropagation();
              if (direct) void runOne(name, action, record, {});
              else setOpen(name);
            }}
          >
            {translate(actionKey(resource, name, 'label'))}
          </Button>
        );
      })}
      {open && current && (
        <LazyActionDialog
          resource={resource}
          name={open}
          action={current}
          open
          onClose={() => setOpen(null)}
          onSubmit={(values) => runOne(open, current, record, values)}
        />
      )}
    </Stack>
  );
}
