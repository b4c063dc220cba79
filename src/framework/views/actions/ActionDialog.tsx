import { useCallback, useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { checkActionValues, type WorkflowAction } from '../../../domain/declaration/actions';
import { calendarDay } from '../../../domain/dates';
import { FieldInput } from '../fields/FieldInput';
import { usePanelFormat } from '../fields/usePanelFormat';
import { UnsavedChangesGuard } from '../forms/leaveGuard';
import { actionKey } from './useRunAction';
import { actionProblemKey, useActionTexts } from './useActionTexts';

const NO_RECORD = {};

export interface ActionDialogProps {
  resource: string;
  name: string;
  action: WorkflowAction;
  open: boolean;
  onClose: () => void;
  /** Resolves true when the action ran (the dialog closes), false to keep the values. */
  onSubmit: (values: Record<string, unknown>) => Promise<boolean>;
}

/**
 * What an action asks for (its declared fields, validated like a form and by the action's own
 * rules: required-when, not in the future, at least one), or only its confirmation. Full screen
 * on a phone.
 */
export function ActionDialog({ resource, name, action, open, onClose, onSubmit }: ActionDialogProps) {
  const translate = useTranslate();
  const { timeZone, country } = usePanelFormat();
  useActionTexts(); // the checks' texts join the catalogue: the form translates the keys below
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  const fields = Object.entries(action.fields ?? {});
  const titleId = `action-${resource}-${name}-title`;
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const errors: Record<string, string | { message: string; args: Record<string, number> }> = {};
      for (const problem of checkActionValues(action, { ...values }, calendarDay(new Date(), timeZone), { country })) {
        // a rule of the whole form shows on its first field
        const message = actionProblemKey(problem.key);
        errors[problem.field === '_' ? fields[0]![0] : problem.field] ??= problem.args ? { message, args: problem.args } : message;
      }
      return errors;
    },
    [action, timeZone, country, fields],
  );
  const submit = useCallback(
    async (values: Record<string, unknown>) => {
      setBusy(true);
      const body = Object.fromEntries(fields.map(([field]) => [field, values[field]]).filter(([, value]) => value !== undefined && value !== null && value !== ''));
      const done = await onSubmit(body);
      setBusy(false);
      if (done) onClose();
    },
    [fields, onSubmit, onClose],
  );
  const defaults = useMemo(() => ({}), []);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      // a label in error (and its asterisk) on a filled field's grey: the darker red keeps 4.5:1
      sx={{ '& .MuiFormLabel-root.Mui-error, & .MuiFormLabel-asterisk.Mui-error': { color: 'error.dark' } }}
    >
      {/* Not the record's values: the dialog asks for new ones (an information edit sent unchanged
          would otherwise ask HQ to set each field to what it already is). */}
      <Form onSubmit={submit} validate={validate} record={NO_RECORD} defaultValues={defaults} mode="onSubmit" noValidate>
        <TypedValuesGuard busy={busy} />
        <DialogTitle id={titleId}>{translate(actionKey(resource, name, 'label'))}</DialogTitle>
        <DialogContent>
          {action.confirm && <DialogContentText sx={{ mb: 2 }}>{translate(actionKey(resource, name, 'confirm'))}</DialogContentText>}
          <Stack>
            {fields.map(([source, field]) => (
              <FieldInput key={source} resource={resource} source={source} field={field} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <SaveButton label={actionKey(resource, name, 'label')} icon={<></>} disabled={busy} alwaysEnable={!busy} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Values typed into the dialog (a reason, a note) ask before the page is left or the tab closed; a running action does not. */
function TypedValuesGuard({ busy }: { busy: boolean }) {
  const { isDirty } = useFormState();
  return <UnsavedChangesGuard dirty={isDirty && !busy} />;
}
