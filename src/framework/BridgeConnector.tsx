import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { connectBridge } from './bridge';

/** Renders nothing: lends the router, notifications and the query cache to non-React code. */
export function BridgeConnector() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectBridge({
        navigate: (path) => navigate(path),
        notify: (message, options) => notify(message, { type: options?.type ?? 'info', messageArgs: options?.messageArgs }),
        clearCache: () => queryClient.clear(),
      }),
    [navigate, notify, queryClient],
  );
  return null;
}
