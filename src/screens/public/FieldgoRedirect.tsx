import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePanelConfig } from '../../config';
import { PublicLayout } from './PublicLayout';
import { externalHttpUrl, leavePanel } from './leavePanel';

/** /fieldgo: sends the browser to the configured external download. */
export default function FieldgoRedirect() {
  const translate = useTranslate();
  const config = usePanelConfig();
  const url = config ? externalHttpUrl(config.fieldgoUrl) : null;

  useEffect(() => {
    if (url) leavePanel(url);
  }, [url]);

  const unavailable = config !== undefined && !url;
  return (
    <PublicLayout title={translate('app.fieldgo.title')}>
      {unavailable ? (
        <Alert severity="warning">{translate('app.fieldgo.unavailable')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{translate('app.fieldgo.redirecting')}</Typography>
          </Stack>
          {url && <Link href={url}>{translate('app.fieldgo.link')}</Link>}
        </Stack>
      )}
    </PublicLayout>
  );
}
