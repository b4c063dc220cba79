import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionSync } from '../framework/SessionSync';
import { useRefetchFailedOnReconnect } from '../framework/useRefetchFailedOnReconnect';
import { OrderNotices } from '../widgets/orderNotices/OrderNotices';
import { ContentHeader } from './ContentHeader';
import { AppHeader } from './header/AppHeader';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarMenu } from './sidebar/SidebarMenu';

const AppMenu = () => <SidebarMenu />;

/** The authenticated shell: sidebar, 55 px header with widgets and user menu, title and star. */
export function AppLayout({ children }: { children: ReactNode }) {
  useRefetchFailedOnReconnect();
  return (
    <Layout appBar={AppHeader} sidebar={AppSidebar} menu={AppMenu}>
      <SessionSync />
      <OrderNotices />
      <ContentHeader />
      {children}
    </Layout>
  );
}
