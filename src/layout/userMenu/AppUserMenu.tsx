import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Avatar, Divider, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import GavelIcon from '@mui/icons-material/Gavel';
import ScheduleIcon from '@mui/icons-material/Schedule';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import type { User } from '../../domain/types';
import { confirmDiscardingUnsavedChanges } from '../../framework/unsavedChanges';
import { useAccessSubject } from '../../framework/useAccessSubject';
import { LanguageItem } from './LanguageItem';
import { initialOf, ProfileHeader } from './ProfileHeader';
import { PushToggles } from './PushToggles';
import { canChangeFranchise, canChangePassword, canPickDisabledLanguages, canSeeAgreements } from './userMenuRules';

const FranchiseDialog = lazy(() => import('./FranchiseDialog'));
const TimezoneDialog = lazy(() => import('./TimezoneDialog'));
const AgreementsDialog = lazy(() => import('./AgreementsDialog'));

type DialogName = 'franchise' | 'timezone' | 'agreements';

function ActionItem({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  const menu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
}

function ChangePasswordItem({ label }: { label: string }) {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/password/reset" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
}

function CloseAware({ render }: { render: (close: () => void) => ReactNode }) {
  const menu = useUserMenu();
  return <>{render(() => menu?.onClose())}</>;
}

/** The header's user menu, each item behind its rule (spec 2, user menu items). */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { subject } = useAccessSubject();
  const [dialog, setDialog] = useState<DialogName | null>(null);
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
        {user && <ProfileHeader user={user} />}
        {user && canChangeFranchise(subject) && (
          <ActionItem label={translate('app.layout.user_menu.franchise')} icon={<SwapHorizIcon fontSize="small" />} onClick={() => setDialog('franchise')} />
        )}
        {canSeeAgreements(subject) && (
          <ActionItem label={translate('app.layout.user_menu.agreements')} icon={<GavelIcon fontSize="small" />} onClick={() => setDialog('agreements')} />
        )}
        <ActionItem label={translate('app.layout.user_menu.timezone')} icon={<ScheduleIcon fontSize="small" />} onClick={() => setDialog('timezone')} />
        <CloseAware render={(onDone) => <LanguageItem canPickDisabled={canPickDisabledLanguages(subject)} onDone={onDone} />} />
        {canChangePassword(user) && <ChangePasswordItem label={translate('app.layout.user_menu.password')} />}
        <PushToggles />
        <Divider />
        <Logout
          // Signing out ends the session before the page goes: a form's unsaved changes ask first.
          onClickCapture={(event) => {
            if (!confirmDiscardingUnsavedChanges(translate('ra.message.unsaved_changes'))) event.stopPropagation();
          }}
        />
      </UserMenu>
      <Suspense fallback={null}>
        {dialog === 'franchise' && user && <FranchiseDialog user={user} onClose={close} />}
        {dialog === 'timezone' && <TimezoneDialog onClose={close} />}
        {dialog === 'agreements' && <AgreementsDialog onClose={close} />}
      </Suspense>
    </>
  );
}
