import { Box } from '@mui/material';
import type { BadgeView } from '../../domain/badges';

/** A small pill with a count; colours from the theme (white text on error/success dark tones). */
export function CountBadge({ badge, label }: { badge: BadgeView; label: string }) {
  return (
    <Box
      component="span"
      data-color={badge.color}
      aria-label={label}
      sx={{
        ml: 'auto',
        px: 0.75,
        minWidth: 22,
        height: 20,
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
        color: '#fff',
        bgcolor: badge.color === 'error' ? 'error.dark' : 'success.dark',
      }}
    >
      {badge.label}
    </Box>
  );
}
