import type { ComponentProps } from 'react';
import { CoreAdminUI } from 'ra-core';
import { CssBaseline } from '@mui/material';
import { AccessDenied, AuthCallback, AuthenticationError, LoadingPage, Notification } from 'react-admin';

type Props = ComponentProps<typeof CoreAdminUI> & Required<Pick<ComponentProps<typeof CoreAdminUI>, 'loginPage' | 'layout' | 'catchAll' | 'error'>>;

/**
 * react-admin's `<AdminUI>` without its defaults for what the panel brings itself. `<AdminUI>`
 * names its own login page, layout, 404 and error page as default values, so the bundler keeps
 * them, and with the login form react-hook-form and ra-core's form machinery, in the first load
 * although they are never drawn; here the panel's own are required instead.
 */
export function PanelUI(props: Props) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        loading={LoadingPage}
        {...props}
      />
      <Notification />
    </CssBaseline>
  );
}
