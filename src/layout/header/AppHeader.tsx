import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { HeaderWidgets } from '../../widgets/HeaderWidgets';
import { AppUserMenu } from '../userMenu/AppUserMenu';

/** The 55 px header (height set in the theme): menu toggle, page title, widgets, user menu. */
export function AppHeader() {
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <HeaderWidgets />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
