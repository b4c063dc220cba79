// "Live" / "Reconnecting…" from the shared socket's state, announced politely when it changes.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRealtimeStatus } from '../../../realtime';

const DOT: Record<string, string> = { connected: '#2e7d32', connecting: '#c77700', disconnected: '#c62828', idle: '#757575' };

export function LiveStatus() {
  const translate = useTranslate();
  const status = useRealtimeStatus();
  return (
    <Box role="status" data-realtime-status={status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: DOT[status],
          animation: status === 'connected' ? 'live-map-pulse 2s ease-in-out infinite' : 'none',
          '@keyframes live-map-pulse': { '50%': { opacity: 0.35 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {translate(`liveMap.status.${status}`)}
      </Typography>
    </Box>
  );
}
