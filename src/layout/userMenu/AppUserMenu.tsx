import { lazy, Suspense, useState } from 'react';
import { Avatar, Box, CircularProgress, useMediaQuery, type Theme } from '@mui/material';
import { UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import type { User } from '../../domain/types';
import { initialOf } from './initialOf';
import type { UserMenuDialog } from './UserMenuItems';

const UserMenuItems = lazy(() => import('./UserMenuItems'));
const FranchiseDialog = lazy(() => import('./FranchiseDialog'));
const TimezoneDialog = lazy(() => import('./TimezoneDialog'));
const AgreementsDialog = lazy(() => import('./AgreementsDialog'));

/** The menu's items, loaded the first time it opens; `autoFocus` comes from the menu list. */
function LazyItems(props: { user: User | null; autoFocus?: boolean; onOpen: (dialog: UserMenuDialog) => void }) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', px: 6, py: 2 }}>
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        </Box>
      }
    >
      <UserMenuItems {...props} />
    </Suspense>
  );
}

/** The header's user menu: the avatar button, and the dialogs its items open. */
export function AppUserMenu() {
  const { identity } = useGetIdentity();
  const [dialog, setDialog] = useState<UserMenuDialog | null>(null);
  const user = (identity?.user ?? null) as User | null;
  const close = () => setDialog(null);
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <>
      <UserMenu
        // Wide screens show the name on the button, which then names it (an aria-label that
        // differs from visible text fails axe); the phone's icon button needs the label.
        label={isWide ? '' : (identity?.fullName ?? 'ra.auth.user_menu')}
        icon={
          <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 16 }}>
            {initialOf(identity?.fullName)}
          </Avatar>
        }
      >
        <LazyItems user={user} onOpen={setDialog} />
      </UserMenu>
      <Suspense fallback={null}>
        {dialog === 'franchise' && user && <FranchiseDialog user={user} onClose={close} />}
        {dialog === 'timezone' && <TimezoneDialog onClose={close} />}
        {dialog === 'agreements' && <AgreementsDialog onClose={close} />}
      </Suspense>
    </>
  );
}
