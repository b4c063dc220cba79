import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionSync } from '../framework/SessionSync';
import { ContentHeader } from './ContentHeader';
import { AppHeader } from './header/AppHeader';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarMenu } from './sidebar/SidebarMenu';

const AppMenu = () => <SidebarMenu />;

/** The authenticated shell: sidebar, 55 px header with widgets and user menu, title and star. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader} sidebar={AppSidebar} menu={AppMenu}>
      <SessionSync />
      <ContentHeader />
      {children}
    </Layout>
  );
}
