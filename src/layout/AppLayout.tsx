import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { BridgeConnector } from '../framework/BridgeConnector';
import { SessionSync } from '../framework/SessionSync';

/** The authenticated shell. The sidebar, header widgets and user menu grow here. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout>
      <BridgeConnector />
      <SessionSync />
      {children}
    </Layout>
  );
}
