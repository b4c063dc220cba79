import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { HeaderWidgets } from '../../widgets/HeaderWidgets';
import { AppUserMenu } from '../userMenu/AppUserMenu';
import { FranchiseName } from './FranchiseName';

/** The 55 px header (height set in the theme): menu toggle, page title, widgets, user menu. */
export function AppHeader() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <FranchiseName />
          <HeaderWidgets />
          {/* react-admin hands extra props to its spinner, which otherwise has no accessible name (axe: serious). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
