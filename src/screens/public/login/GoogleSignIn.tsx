import { useEffect, useRef, useState } from 'react';
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

interface GoogleSignInProps {
  clientId: string;
  /** Google draws its button in the panel's language. */
  locale: string;
  /** "Sign in with Google", shown while Google's script loads or when it failed. */
  label: string;
  disabled?: boolean;
  /** Google handed back an ID token for the gateway to verify. */
  onToken: (clientToken: string) => void;
  /** No token: the script failed, or Google answered without one. */
  onFailure: () => void;
}

/** The 'Sign in with Google' button; rendered only when a Google client id is configured. */
export function GoogleSignIn({ clientId, locale, label, disabled, onToken, onFailure }: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  // The callbacks are read through a ref so new ones (a re-render) do not initialise Google again.
  const onCredential = useRef<(response: CredentialResponse) => void>(() => undefined);
  onCredential.current = (response) => (response.credential ? onToken(response.credential) : onFailure());

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
    <div className="signin-google" aria-disabled={disabled ? 'true' : undefined}>
      <div ref={container} data-testid="google-sign-in" className="signin-google__slot" />
      {state !== 'ready' && (
        // Stands in for Google's button while its script loads, and explains a failure on click.
        <button type="button" className="signin-alternative" disabled={state === 'loading'} onClick={onFailure}>
          {label}
        </button>
      )}
    </div>
  );
}
