// The frame both live maps sit in: as tall as the window allows, a header line with the live
// status, the page's summary and its actions, and the load error with a retry when the data
// could not be loaded. The page's body (map and panel, laid out its own way) goes inside.
import { Box, Stack } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { LoadError } from '../../../framework/views/LoadError';
import type { LiveMapData } from '../data/types';
import { LiveStatus } from './LiveStatus';
import { useAvailableHeight } from './useAvailableHeight';

export interface LiveMapFrameProps {
  /** The page's core (useLiveMapCore): its data's failure and retry. */
  core: { data: LiveMapData; nothingLoaded: boolean };
  /** Shown beside the live status unless nothing could be loaded (the error says why there is nothing). */
  summary: ReactNode;
  /** The header line's accessible name, when it is a region of its own. */
  headerLabel?: string;
  /** At the header line's end (a panel toggle). */
  actions?: ReactNode;
  errorTitle: string;
  /** The body's least height: lists beside the map need more room than the map alone. */
  minHeight?: number;
  children: ReactNode;
}

export function LiveMapFrame({ core: { data, nothingLoaded }, summary, headerLabel, actions, errorTitle, minHeight, children }: LiveMapFrameProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const height = useAvailableHeight(rootRef, minHeight);
  return (
    <Box ref={rootRef} sx={{ display: 'flex', flexDirection: 'column', height, minHeight: 0, mx: { xs: -1, md: 0 } }}>
      <Stack
        component="section"
        aria-label={headerLabel}
        direction="row"
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        columnGap={2}
        rowGap={0.5}
        sx={{ px: { xs: 1, md: 0 }, pb: 1 }}
      >
        <LiveStatus />
        {nothingLoaded ? null : summary}
        {actions && (
          <>
            <Box sx={{ flex: 1 }} />
            {actions}
          </>
        )}
      </Stack>
      {data.failed && <LoadError title={errorTitle} error={data.error} onRetry={data.retry} retrying={data.retrying} sx={{ mb: 1 }} />}
      {children}
    </Box>
  );
}
