import { useSyncExternalStore } from 'react';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button, type SxProps, type Theme } from '@mui/material';
import { onlineManager } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { loadFailure, type LoadFailure } from './loadFailure';

const T = 'app.framework.load_error';

export interface LoadErrorProps {
  /** What failed, as a sentence: "Vehicles could not be loaded". */
  title: string;
  /** The rejected call's error (null while react-query holds a call for the connection). */
  error: unknown;
  onRetry: () => void;
  /** A call is under way: the button waits for it. */
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

const subscribe = (notify: () => void) => onlineManager.subscribe(notify);
const isOnline = () => onlineManager.isOnline();

/**
 * Data the gateway did not send: what failed, why (offline, no answer, too slow, a server error,
 * or the gateway's own refusal) and a Retry button. Never an empty list or page, which would read
 * as "there is nothing". Coming back online or the socket reconnecting asks again by itself
 * (useRefetchFailedOnReconnect).
 */
export function LoadError({ title, error, onRetry, retrying = false, sx }: LoadErrorProps) {
  const translate = useTranslate();
  const online = useSyncExternalStore(subscribe, isOnline, isOnline);
  const failure = loadFailure(error, online);
  return (
    <Alert
      severity={failure.kind === 'offline' ? 'warning' : 'error'}
      data-load-error={failure.kind}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying} startIcon={<RefreshIcon />} sx={{ whiteSpace: 'nowrap' }}>
          {translate(`${T}.retry`)}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {reason(failure, translate)}
    </Alert>
  );
}

function reason(failure: LoadFailure, translate: ReturnType<typeof useTranslate>): string {
  switch (failure.kind) {
    case 'offline':
    case 'unreachable':
      return translate(`${T}.${failure.kind}`);
    case 'timeout':
    case 'server':
      return translate(`${T}.${failure.kind}`, { status: failure.status });
    case 'refused':
      return translate(failure.message, { _: failure.message });
  }
}
