// The two public password-reset calls (spec section 7). The http client rejects with an error
// whose message is already in the user's language.
import { http } from '../../../dataProvider';

export function requestPasswordReset(username: string): Promise<unknown> {
  return http.request<{ success: boolean }>('/auth/reset-password/email', {
    method: 'POST',
    body: { username },
    auth: false,
  });
}

export function setNewPassword(payload: { username: string; password: string; token: string }): Promise<unknown> {
  return http.request<{ success: boolean }>('/auth/reset-password/verify', {
    method: 'POST',
    body: payload,
    auth: false,
  });
}
