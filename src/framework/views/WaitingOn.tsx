import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useCanAccessResources, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { WaitingItem } from '../../domain/declaration/resource';
import { useRegistry } from '../registry';
import type { EntryShell } from '../types';

const listPathOf = (registry: readonly EntryShell[], name: string) => {
  const entry = registry.find((candidate) => candidate.name === name);
  return entry?.kind === 'resource' ? entry.routes.list : undefined;
};

/**
 * A detail's "waiting on them" section (`show.waiting`): per declared item the user may list, the
 * count of the other resource's records that point at this one, as a link to that list filtered
 * to them. One count query per item (a page of one row: only its total is read), keyed like
 * react-admin's getList so a change to that resource refreshes it; a line shows only while its
 * count is above 0, and `waiting.none` while no line does.
 */
export function WaitingOn({ resource, id, items }: { resource: string; id: string; items: readonly WaitingItem[] }) {
  const translate = useTranslate();
  const registry = useRegistry();
  const dataProvider = useDataProvider();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: [...new Set(items.map((item) => item.resource))] });
  const asked = items.map((item) => ({
    item,
    filter: { ...item.filter, [item.target]: id },
    path: item.link ?? listPathOf(registry, item.resource),
    allowed: canAccess?.[item.resource] === true,
  }));
  const counts = useQueries({
    queries: asked.map(({ item, filter, allowed }) => {
      const params = { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' as const } };
      return {
        queryKey: [item.resource, 'getList', params],
        queryFn: () => dataProvider.getList(item.resource, params),
        enabled: allowed,
      };
    }),
  });
  const lines = asked.flatMap((line, index) => {
    const total = counts[index]?.data?.total;
    return line.allowed && line.path && total ? [{ ...line, total }] : [];
  });
  // "nothing" only once every allowed count is in (not while they load)
  const settled = canAccess !== undefined && asked.every((line, index) => !line.allowed || !counts[index]?.isPending);
  const headingId = `${resource}-waiting`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-waiting>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(`resources.${resource}.waiting.title`)}
      </Typography>
      {lines.length === 0 ? (
        settled && (
          <Typography variant="body2" color="text.secondary">
            {translate(`resources.${resource}.waiting.none`)}
          </Typography>
        )
      ) : (
        <List dense disablePadding>
          {lines.map(({ item, filter, path, total }) => (
            <ListItem key={item.name} disableGutters data-waiting-item={item.name}>
              <Link component={RouterLink} to={`${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`}>
                {translate(`resources.${resource}.waiting.${item.name}`, { smart_count: total })}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
