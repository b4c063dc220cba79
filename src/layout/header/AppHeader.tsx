import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { useLayoutSlots } from '../layoutSlots';
import { AppUserMenu } from '../userMenu/AppUserMenu';
import { FranchiseName } from './FranchiseName';
import { HeaderTitle } from './HeaderTitle';
import { ViewLoadingBar } from './ViewLoadingBar';

/** The 55 px header (height set in the theme): menu toggle, page title, widgets, user menu. */
export function AppHeader() {
  const translate = useTranslate();
  const { headerWidgets } = useLayoutSlots();
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      // the user menu (last in the toolbar) keeps its size; the title and franchise name give way
      sx={{ '& .RaAppBar-toolbar > :last-child': { flexShrink: 0 } }}
      toolbar={
        <>
          <FranchiseName />
          {headerWidgets}
          {/* react-admin hands extra props to its spinner, which otherwise has no accessible name (axe: serious). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <HeaderTitle />
      <ViewLoadingBar />
    </AppBar>
  );
}
