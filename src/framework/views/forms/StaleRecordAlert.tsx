import { useEffect, useRef, useState } from 'react';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box } from '@mui/material';
import { Button, useEditContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorNotification } from './saveOutcome';

/** An edit form's save refused as stale (409), then maybe reloaded. */
export type Conflict =
  | { phase: 'stale'; before: RaRecord }
  | { phase: 'reloaded'; before: RaRecord; latest: RaRecord; changed: readonly string[] };

/** The fields whose saved value moved between two versions of a record. */
export function changedFields(fields: readonly string[], before: RaRecord, latest: RaRecord): string[] {
  return fields.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(latest[field] ?? null));
}

/**
 * Says that someone else saved the record first and offers Reload: the latest version is read
 * again, and the form (reset keeping its dirty values) keeps what the user typed while the other
 * fields and the version move to the latest. The next Save is then a deliberate one over theirs.
 */
export function StaleRecordAlert({ conflict, onReloaded }: { conflict: Conflict; onReloaded: (latest: RaRecord) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useEditContext();
  const [loading, setLoading] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // The Save button is at the bottom of a long form: bring the news to where the user looks
  // (centred: on a phone the toolbar is fixed over the bottom of the screen).
  // (Braces: newer browsers' scrollIntoView returns a promise, which an effect must not return.)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [conflict.phase]);

  const reload = async () => {
    setLoading(true);
    try {
      const { data, error } = await refetch();
      if (data && !error) onReloaded(data);
      else notify(...errorNotification(error));
    } finally {
      setLoading(false);
    }
  };

  if (conflict.phase === 'reloaded') {
    return (
      <Alert ref={ref} severity="info" role="status" sx={{ mb: 2, width: '100%' }}>
        <AlertTitle>{translate('app.framework.form.stale.reloaded_title')}</AlertTitle>
        {translate('app.framework.form.stale.reloaded')}
      </Alert>
    );
  }
  return (
    <Alert ref={ref} severity="warning" role="alert" sx={{ mb: 2, width: '100%' }}>
      <AlertTitle>{translate('app.framework.form.stale.title')}</AlertTitle>
      {translate('app.framework.form.stale.body')}
      <Box sx={{ mt: 1 }}>
        <Button label="app.framework.form.stale.reload" variant="outlined" color="inherit" onClick={reload} disabled={loading}>
          <RefreshIcon />
        </Button>
      </Box>
    </Alert>
  );
}
