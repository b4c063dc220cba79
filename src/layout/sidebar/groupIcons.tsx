import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import InsightsIcon from '@mui/icons-material/Insights';
import AssessmentIcon from '@mui/icons-material/Assessment';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import BoltIcon from '@mui/icons-material/Bolt';
import type { ComponentType } from 'react';
import type { SidebarGroupKey } from './sidebarGroups';

export const GROUP_ICONS: Record<SidebarGroupKey, ComponentType> = {
  favorites: StarIcon,
  commercial: StorefrontIcon,
  inventory: InventoryIcon,
  staff: PeopleIcon,
  performance: InsightsIcon,
  dys: AssessmentIcon,
  fleet: LocalShippingIcon,
  frequently_used: BoltIcon,
};
