import type { ReactNode } from 'react';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import GavelIcon from '@mui/icons-material/Gavel';
import ScheduleIcon from '@mui/icons-material/Schedule';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Logout, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import type { User } from '../../domain/types';
import { confirmDiscardingUnsavedChanges } from '../../framework/unsavedChanges';
import { useAccessSubject } from '../../framework/useAccessSubject';
import { LanguageItem } from './LanguageItem';
import { ProfileHeader } from './ProfileHeader';
import { PushToggles } from './PushToggles';
import { canChangeFranchise, canChangePassword, canPickDisabledLanguages, canSeeAgreements } from './userMenuRules';

export type UserMenuDialog = 'franchise' | 'timezone' | 'agreements';

function ActionItem({ label, icon, autoFocus, onClick }: { label: string; icon: ReactNode; autoFocus?: boolean; onClick: () => void }) {
  const menu = useUserMenu();
  return (
    <MenuItem
      autoFocus={autoFocus}
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

/**
 * What the user menu holds, each item behind its rule (spec 2, user menu items). It is only drawn
 * once the menu opens, so it loads then, out of the first page's scripts.
 */
export default function UserMenuItems({ user, autoFocus, onOpen }: { user: User | null; autoFocus?: boolean; onOpen: (dialog: UserMenuDialog) => void }) {
  const translate = useTranslate();
  const menu = useUserMenu();
  const { subject } = useAccessSubject();
  const franchise = user !== null && canChangeFranchise(subject);
  const agreements = canSeeAgreements(subject);
  return (
    <>
      {user && <ProfileHeader user={user} />}
      {/* The menu list focuses its first child when opened by keyboard; that child is this
          component, so the first item takes the focus itself. */}
      {franchise && <ActionItem autoFocus={autoFocus} label={translate('app.layout.user_menu.franchise')} icon={<SwapHorizIcon fontSize="small" />} onClick={() => onOpen('franchise')} />}
      {agreements && (
        <ActionItem autoFocus={autoFocus && !franchise} label={translate('app.layout.user_menu.agreements')} icon={<GavelIcon fontSize="small" />} onClick={() => onOpen('agreements')} />
      )}
      <ActionItem autoFocus={autoFocus && !franchise && !agreements} label={translate('app.layout.user_menu.timezone')} icon={<ScheduleIcon fontSize="small" />} onClick={() => onOpen('timezone')} />
      <LanguageItem canPickDisabled={canPickDisabledLanguages(subject)} onDone={() => menu?.onClose()} />
      {canChangePassword(user) && <ChangePasswordItem label={translate('app.layout.user_menu.password')} />}
      <PushToggles />
      <Divider />
      <Logout
        // Signing out ends the session before the page goes: a form's unsaved changes ask first.
        onClickCapture={(event) => {
          if (!confirmDiscardingUnsavedChanges(translate('ra.message.unsaved_changes'))) event.stopPropagation();
        }}
      />
    </>
  );
}
