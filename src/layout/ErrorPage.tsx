import type { ErrorInfo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** Where "Back to panel" goes (spec: the live map). */
export const ERROR_PAGE_HOME = '/map/live';

export interface ErrorPageProps {
  error?: unknown;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/**
 * react-admin's `error` component: the 500 result page. The error's details show only in
 * development; users never see a stack trace.
 */
export function ErrorPage({ error, resetErrorBoundary }: ErrorPageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();

  const backToPanel = () => {
    navigate(ERROR_PAGE_HOME);
    // Same event, one render: the boundary clears and renders the live map route.
    resetErrorBoundary?.();
  };

  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography aria-hidden sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
        500
      </Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {translate('app.error_page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.error_page.text')}
      </Typography>
      <Button variant="contained" onClick={backToPanel}>
        {translate('app.error_page.back')}
      </Button>
      {import.meta.env.DEV && error instanceof Error && (
        <Typography component="pre" variant="body2" sx={{ mt: 4, textAlign: 'left', whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
          {error.message}
        </Typography>
      )}
    </Box>
  );
}
