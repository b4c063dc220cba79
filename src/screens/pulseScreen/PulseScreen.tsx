import { Box, LinearProgress, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { ResourceEntry } from '../../framework/types';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { ListLoadError, quietOnError } from '../../framework/views/ViewLoadError';
import { PulseTiles } from './PulseTiles';
import { PulseToolbar } from './PulseToolbar';
import { PULSE_REFRESH_MS, usePulseRefresh } from './usePulseRefresh';

const T = 'resources.pulse-screen';

/**
 * /dys/pulse-screen: a tile per store for a wall screen, read through the declaration's report
 * like any list (its store filter kept in the address, so a screen can show one store), again
 * every minute and whenever the socket says an order or a picker moved.
 */
export default function PulseScreen({ entry }: { entry: ResourceEntry }) {
  return (
    <ListBase
      resource={entry.name}
      sort={entry.list?.sort}
      perPage={entry.list?.perPage}
      queryOptions={{ ...quietOnError, refetchInterval: PULSE_REFRESH_MS }}
    >
      <PulseBody entry={entry} />
    </ListBase>
  );
}

function PulseBody({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const list = useListContext();
  usePulseRefresh(list.refetch);
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pt: 1, minWidth: 0 }}>
      <PulseToolbar asOf={(list.meta as { asOf?: string } | undefined)?.asOf} />
      {/* the bar's room is kept, so the tiles never move when a read starts */}
      <Box sx={{ height: 4, my: 0.5 }}>{list.isFetching && <LinearProgress aria-label={translate(`${T}.updating`)} />}</Box>
      {failedOrHeld({ error: list.error, isPaused: !!list.isPaused, isPending: list.isPending }) ? (
        <ListLoadError entry={entry} />
      ) : list.data && list.data.length === 0 ? (
        <Typography>{translate(`${T}.empty`)}</Typography>
      ) : list.data ? (
        <PulseTiles rows={list.data} language={language} />
      ) : null}
    </Box>
  );
}
