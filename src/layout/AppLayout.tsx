import { useMemo, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionSync } from '../framework/SessionSync';
import { useRefetchFailedOnReconnect } from '../framework/useRefetchFailedOnReconnect';
import { ContentHeader } from './ContentHeader';
import { AppHeader } from './header/AppHeader';
import { LayoutSlotsContext } from './layoutSlots';
import { ProgressLabels } from './ProgressLabels';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarMenu } from './sidebar/SidebarMenu';

const AppMenu = () => <SidebarMenu />;

/**
 * The authenticated shell: sidebar, 55 px header with widgets and user menu, title and star.
 * `headerWidgets` go into the header; `notices` (drawn nowhere visible until they speak) beside
 * the page.
 */
export function AppLayout({ children, headerWidgets, notices }: { children: ReactNode; headerWidgets?: ReactNode; notices?: ReactNode }) {
  useRefetchFailedOnReconnect();
  const slots = useMemo(() => ({ headerWidgets }), [headerWidgets]);
  return (
    <LayoutSlotsContext.Provider value={slots}>
      <ProgressLabels>
        <Layout appBar={AppHeader} sidebar={AppSidebar} menu={AppMenu}>
          <SessionSync />
          {notices}
          <ContentHeader />
          {children}
        </Layout>
      </ProgressLabels>
    </LayoutSlotsContext.Provider>
  );
}
