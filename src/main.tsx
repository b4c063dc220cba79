import './fonts';
import { createSessionStore } from '../dataProvider/session';
import { LOGIN_PATH, signedOutStart } from './domain/redirect';
import { PUBLIC_PATHS } from './screens/public/publicPages';
import { startSignIn } from './startSignIn';

// A visit without a session starts on the sign-in page, decided here before anything mounts:
// react-admin would first mount its protected routes and log out from there, a loop of cache
// clears and auth checks that can starve the page (issue #9).
const signedIn = Boolean(createSessionStore().accessToken());
const start = signedIn ? null : signedOutStart(window.location, PUBLIC_PATHS);
if (start) window.history.replaceState(null, '', start);

// That sign-in page is the first page of most visits: it comes with this file and draws without
// react-admin or MUI (startSignIn.tsx); the panel loads after the sign-in. Every other visit
// loads the panel.
const root = document.getElementById('root')!;
if (!signedIn && window.location.pathname === LOGIN_PATH) void startSignIn(root);
else {
  // a signed-in visit to /login came with the pre-drawn sign-in form (login.html): not for them
  root.replaceChildren();
  void import('./startPanel').then(({ startPanel }) => startPanel(root));
}
