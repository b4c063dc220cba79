import { memo, useMemo, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useFirstScreenWatch } from '../framework/firstScreen';
import { SessionSync } from '../framework/SessionSync';
import { useRefetchFailedOnReconnect } from '../framework/useRefetchFailedOnReconnect';
import { ContentHeader } from './ContentHeader';
import { AppHeader } from './header/AppHeader';
import { LayoutSlotsContext } from './layoutSlots';
import { ProgressLabels } from './ProgressLabels';
import { AppSidebar } from './sidebar/AppSidebar';
import { SidebarMenu } from './sidebar/SidebarMenu';

// Memoized: react-admin's routes draw the layout again whenever the session check or the
// location changes; the header, the menu and the title bar follow their own state and contexts,
// so they are not drawn again with it (five times on a list's first load).
const AppMenu = memo(function AppMenu() {
  return <SidebarMenu />;
});
const Header = memo(AppHeader);
const PageHeader = memo(ContentHeader);

/**
 * The authenticated shell: sidebar, 55 px header with widgets and user menu, title and star.
 * `headerWidgets` go into the header; `notices` (drawn nowhere visible until they speak) beside
 * the page.
 */
export function AppLayout({ children, headerWidgets, notices }: { children: ReactNode; headerWidgets?: ReactNode; notices?: ReactNode }) {
  useRefetchFailedOnReconnect();
  useFirstScreenWatch();
  const slots = useMemo(() => ({ headerWidgets }), [headerWidgets]);
  return (
    <LayoutSlotsContext.Provider value={slots}>
      <ProgressLabels>
        <Layout appBar={Header} sidebar={AppSidebar} menu={AppMenu}>
          <SessionSync />
          {notices}
          <PageHeader />
          {children}
        </Layout>
      </ProgressLabels>
    </LayoutSlotsContext.Provider>
  );
}
