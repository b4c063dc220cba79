// reCAPTCHA-style check: POST secret and response (form-encoded) to the verify URL, which answers
// `{ success: true }` for a good token. Any failure, including a network one, is a refusal.
import type { GatewayConfig } from '../config';

export async function verifyCaptcha(
  captcha: NonNullable<GatewayConfig['captcha']>,
  response: string,
  remoteIp?: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: captcha.secret, response });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const answer = await fetch(captcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) return false;
    const body = (await answer.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
