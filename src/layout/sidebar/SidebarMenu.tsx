import { useMemo } from 'react';
import { List } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { groupOfPath, menuFor } from '../../framework/menu';
import { useRegistry } from '../../framework/registry';
import type { EntryShell } from '../../framework/types';
import type { SidebarBadgeKey } from '../../domain/types';
import { useAccessSubject } from '../../framework/useAccessSubject';
import { CountBadge } from '../badges/CountBadge';
import { entryBadge, groupBadge, type BadgeView } from '../../domain/badges';
import { useSidebarBadges } from '../badges/useSidebarBadges';
import { externalLinks, type ExternalLink } from '../externalLinks';
import { favoriteItems } from '../favorites/favoritePaths';
import { useFavorites } from '../favorites/useFavorites';
import { allowedLinks } from './allowedLinks';
import { GROUP_ICONS } from './groupIcons';
import { lazyView } from '../../framework/lazyView';
import { MenuIcon } from './MenuIcon';
import { SidebarGroupSection } from './SidebarGroupSection';
import { SidebarLink } from './SidebarLink';
import { sidebarGroups, topGroupOf, type SidebarGroup, type SidebarGroupItem, type SidebarGroupKey } from './sidebarGroups';
import { useOpenGroup } from './useOpenGroup';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { MENU_ICONS } from './menuIcons';

interface Props {
  entries?: readonly EntryShell[];
  links?: readonly ExternalLink[];
}

/** The badge counts a group's entries show, its nested groups' included. */
function badgeKeysOf(group: SidebarGroup): SidebarBadgeKey[] {
  return [...group.items.flatMap((item) => (item.entry.badge ? [item.entry.badge] : [])), ...group.children.flatMap(badgeKeysOf)];
}

/** The sidebar menu: top-level entries, then one-open-at-a-time groups with their badges. */
export function SidebarMenu({ entries: given, links }: Props) {
  const registry = useRegistry();
  const entries = given ?? registry;
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { subject } = useAccessSubject();
  const favoritePaths = useFavorites();
  const { topLevel, sections } = useMemo(() => menuFor(entries, subject), [entries, subject]);
  const groups = useMemo(
    () =>
      sidebarGroups(
        sections,
        favoriteItems(entries, subject, favoritePaths),
        allowedLinks(links ?? externalLinks(), subject),
      ),
    [sections, entries, subject, favoritePaths, links],
  );
  const routeGroup = groupOfPath(entries, subject, pathname);
  const [openGroup, toggleGroup] = useOpenGroup<SidebarGroupKey>(topGroupOf(routeGroup));
  const [openChild, toggleChild] = useOpenGroup<SidebarGroupKey>(routeGroup === 'dys' ? 'dys' : null);

  // Asked only when an entry this user sees shows a count.
  const hasBadges = [...topLevel, ...sections.flatMap((section) => section.items)].some((item) => item.entry.badge);
  const counts = useSidebarBadges(hasBadges);

  const badgeNode = (badge: BadgeView | null) =>
    badge ? <CountBadge badge={badge} label={translate('app.layout.badge.count', { count: badge.label })} /> : undefined;
  const Icon = (key: SidebarGroupKey) => {
    const GroupIcon = GROUP_ICONS[key];
    return <GroupIcon />;
  };

  const renderItem = (item: SidebarGroupItem, depth: number, prefix: string) => (
    <SidebarLink
      key={`${prefix}:${item.path}`}
      to={item.path}
      label={translate(item.titleKey)}
      icon={<MenuIcon icon={item.entry.icon && lazyView(MENU_ICONS[item.entry.icon], { quiet: true })} />}
      badge={badgeNode(entryBadge(item.entry.badge, counts))}
      depth={depth}
      comingSoon={item.entry.kind === 'page' && item.entry.comingSoon === true}
    />
  );

  const renderGroup = (group: SidebarGroup, depth: number, open: boolean, onToggle: () => void) => (
    <SidebarGroupSection
      key={group.key}
      label={translate(`app.layout.group.${group.key}`)}
      icon={Icon(group.key)}
      open={open}
      onToggle={onToggle}
      badge={badgeNode(groupBadge(badgeKeysOf(group), counts))}
      depth={depth}
    >
      {group.items.map((item) => renderItem(item, depth + 1, group.key))}
      {group.children.map((child) => renderGroup(child, depth + 1, openChild === child.key, () => toggleChild(child.key)))}
      {group.links.map((link) => (
        <SidebarLink
          key={link.id}
          href={link.url}
          label={translate(link.labelKey)}
          icon={<OpenInNewIcon fontSize="small" />}
          depth={depth + 1}
        />
      ))}
    </SidebarGroupSection>
  );

  return (
    <List component="ul" dense disablePadding sx={{ py: 1 }}>
      {topLevel.map((item) => renderItem(item, 0, 'top'))}
      {groups.map((group) => renderGroup(group, 0, openGroup === group.key, () => toggleGroup(group.key)))}
    </List>
  );
}
