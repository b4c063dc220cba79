// The six demo accounts (README "Demo accounts"); every password is demo1234.
import { ROLE_KEYS, permissionsOf, type RoleKey } from '../../src/domain/roles';
import type { RolePermission } from '../../src/domain/types';

export const DEMO_PASSWORD = 'demo1234';

/** Which seeded franchise an account belongs to. */
export type FranchiseSlot = 'tr1' | 'tr2' | 'gb';

export interface DemoAccount {
  username: string;
  name: string;
  email: string;
  isOwner: boolean;
  isCompanyEmployee: boolean;
  forcePasswordChange: boolean;
  /** The first is where sessions start; all of them may be switched to. */
  franchises: FranchiseSlot[];
  roles: { key: RoleKey; permissions: readonly RolePermission[] }[];
}

const everyRole = () => ROLE_KEYS.map((key) => ({ key, permissions: permissionsOf(key) }));
const roles = (keys: RoleKey[], permissions: readonly RolePermission[]) => keys.map((key) => ({ key, permissions }));

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'owner',
    name: 'Ayşe Yılmaz',
    email: 'owner@franchise.example',
    isOwner: true,
    isCompanyEmployee: false,
    forcePasswordChange: false,
    franchises: ['tr1', 'tr2'],
    roles: everyRole(),
  },
  {
    username: 'manager',
    name: 'Mehmet Demir',
    email: 'manager@franchise.example',
    isOwner: false,
    isCompanyEmployee: false,
    forcePasswordChange: false,
    franchises: ['tr1'],
    roles: roles(['live_map', 'order', 'person', 'workforce', 'notification', 'announcement'], ['read', 'write']),
  },
  {
    username: 'gbowner',
    name: 'Oliver Bennett',
    email: 'gbowner@franchise.example',
    isOwner: true,
    isCompanyEmployee: false,
    forcePasswordChange: false,
    franchises: ['gb'],
    roles: everyRole(),
  },
  {
    username: 'firstlogin',
    name: 'Zeynep Kaya',
    email: 'firstlogin@franchise.example',
    isOwner: false,
    isCompanyEmployee: false,
    forcePasswordChange: true,
    franchises: ['tr1'],
    roles: roles(['live_map', 'order', 'announcement', 'notification'], ['read']),
  },
  {
    username: 'noroles',
    name: 'Emre Şahin',
    email: 'noroles@franchise.example',
    isOwner: false,
    isCompanyEmployee: false,
    forcePasswordChange: false,
    franchises: ['tr1'],
    roles: [],
  },
  {
    username: 'employee',
    name: 'Elif Çelik',
    email: 'employee@franchise.example',
    isOwner: false,
    isCompanyEmployee: true,
    forcePasswordChange: false,
    franchises: ['tr1'],
    roles: roles(['live_map', 'order', 'person', 'stock', 'notification', 'announcement'], ['read', 'write', 'update']),
  },
];
