// The density layer's key: one swatch per colour class with its range of orders per hexagon.
import { Box, Stack, Typography } from '@mui/material';
import { DENSITY_CLASSES } from './density';

/** "1", "2–3", "4–7", "8–15", "16+" */
export function densityRangeLabels(): string[] {
  return DENSITY_CLASSES.map((entry, i) => {
    const next = DENSITY_CLASSES[i + 1];
    if (!next) return `${entry.min}+`;
    return next.min - 1 === entry.min ? String(entry.min) : `${entry.min}–${next.min - 1}`;
  });
}

export function DensityLegend({ title }: { title: string }) {
  const labels = densityRangeLabels();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="caption" sx={{ display: 'block', fontWeight: 500, mb: 0.5 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {DENSITY_CLASSES.map((entry, i) => (
          <Stack component="li" key={entry.min} alignItems="center" spacing={0.25} sx={{ minWidth: 32 }}>
            <Box aria-hidden sx={{ width: 24, height: 14, bgcolor: entry.color, border: '1px solid rgba(27,16,54,0.35)', borderRadius: 0.5 }} />
            <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
              {labels[i]}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
