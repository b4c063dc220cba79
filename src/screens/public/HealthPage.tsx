import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { toEnabledLanguage } from '../../domain/languages';
import { PublicLayout } from './PublicLayout';

const pad = (value: number) => String(value).padStart(2, '0');

/** /health: a public page proving the panel is served, with the current time ticking. */
export default function HealthPage() {
  const translate = useTranslate();
  const language = toEnabledLanguage(useLocale());
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const iso = now.toISOString();
  return (
    <PublicLayout title={translate('app.health.title')} subtitle={translate('app.health.status')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        <Typography component="dt" color="text.secondary">
          {translate('app.health.iso')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
          <time dateTime={iso} data-testid="health-iso">
            {iso}
          </time>
        </Typography>
        <Typography component="dt" color="text.secondary">
          {translate('app.health.local')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
          <time dateTime={iso}>{`${formatDateTime(now, language)}:${pad(now.getSeconds())}`}</time>
        </Typography>
      </Box>
    </PublicLayout>
  );
}
