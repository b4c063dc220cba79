import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocale, useLogin, useNotify, useTranslate } from 'react-admin';
import { loadScript } from '../loadScript';

// Google Identity Services, ID-token flow: Google's own button hands back a signed ID token
// (`credential`) that the gateway verifies. The flow requests no OAuth API scopes; the gateway
// reads only the token's email claim.
const GIS_URL = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: CredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
        context?: 'signin' | 'signup' | 'use';
        auto_select?: boolean;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const BUTTON_MAX_WIDTH = 400; // Google's limit

/** The 'Sign in with Google' button; rendered only when a Google client id is configured. */
export function GoogleSignIn({ clientId, disabled }: { clientId: string; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  // The callback is read through a ref so a language change (new `login`/`notify`) does not
  // require initialising Google again.
  const onCredential = useRef<(response: CredentialResponse) => void>(() => undefined);
  onCredential.current = (response) => {
    if (!response.credential) {
      notify('app.auth.google_failed', { type: 'error' });
      return;
    }
    login({ clientToken: response.credential }).catch(() => notify('app.auth.google_failed', { type: 'error' }));
  };

  useEffect(() => {
    let live = true;
    loadScript(GIS_URL)
      .then(() => {
        const parent = container.current;
        const google = window.google;
        if (!live || !parent) return;
        if (!google) throw new Error('Google Identity Services did not start');
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential.current(response),
          ux_mode: 'popup',
          context: 'signin',
          auto_select: false,
        });
        parent.replaceChildren(); // a language change renders the button again
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          locale,
          width: Math.min(parent.clientWidth || BUTTON_MAX_WIDTH, BUTTON_MAX_WIDTH),
        });
        setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [clientId, locale]);

  return (
    <Box sx={{ position: 'relative', minHeight: 44, opacity: disabled ? 0.6 : 1, pointerEvents: disabled ? 'none' : undefined }}>
      <Box ref={container} data-testid="google-sign-in" sx={{ display: 'flex', justifyContent: 'center' }} />
      {state !== 'ready' && (
        // Stands in for Google's button while its script loads, and explains a failure on click.
        <Button
          fullWidth
          variant="outlined"
          size="large"
          disabled={state === 'loading'}
          onClick={() => notify('app.auth.google_failed', { type: 'error' })}
          sx={{ position: 'absolute', inset: 0 }}
        >
          {translate('app.login.sign_in_with_google')}
        </Button>
      )}
    </Box>
  );
}
