import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { WaitingItem } from '../../domain/declaration/resource';
import { registry } from '../registry';

/**
 * A detail's "waiting on them" section (`show.waiting`): per declared item, the count of the
 * other resource's records that point at this one, as a link to that list filtered to them. One
 * count query per item (a page of one row: only its total is read); a line shows only while its
 * count is above 0, and `waiting.none` while no line does.
 */
export function WaitingOn({ resource, id, items }: { resource: string; id: string; items: readonly WaitingItem[] }) {
  const translate = useTranslate();
  const headingId = `${resource}-waiting`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }} data-waiting>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(`resources.${resource}.waiting.title`)}
      </Typography>
      <List dense disablePadding>
        {items.map((item) => (
          <WaitingLine key={item.name} resource={resource} id={id} item={item} />
        ))}
      </List>
      {/* while no line shows (nothing waits, or none the user may read) */}
      <Typography variant="body2" color="text.secondary" sx={{ display: 'none', 'ul:empty + &': { display: 'block' } }}>
        {translate(`resources.${resource}.waiting.none`)}
      </Typography>
    </Box>
  );
}

const listPathOf = (name: string) => {
  const entry = registry.find((candidate) => candidate.name === name);
  return entry?.kind === 'resource' ? entry.routes.list : undefined;
};

function WaitingLine({ resource, id, item }: { resource: string; id: string; item: WaitingItem }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: item.resource, action: 'list' });
  const filter = { ...item.filter, [item.target]: id };
  const { total, isPending, error } = useGetList(item.resource, { filter, pagination: { page: 1, perPage: 1 } }, { enabled: canAccess === true });
  const path = item.link ?? listPathOf(item.resource);
  if (!canAccess || !path || isPending || error || !total) return null;
  return (
    <ListItem disableGutters data-waiting-item={item.name}>
      <Link component={RouterLink} to={`${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`}>
        {translate(`resources.${resource}.waiting.${item.name}`, { smart_count: total })}
      </Link>
    </ListItem>
  );
}
