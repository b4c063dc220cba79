import { useEffect } from 'react';
import { useNavigate, useNotify } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { connectBridge } from '../../dataProvider/bridge';

/**
 * Renders nothing: lends react-admin's router navigation, notifications and the react-query
 * cache to the http client and authProvider, which run outside React. Render it inside
 * <AdminContext>, beside <AdminUI> (src/App.tsx), so it is connected before any route renders.
 */
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
