// reCAPTCHA v3: loaded only when the panel configuration names a site key (the gateway sets one
// in production), and asked for a fresh token right before each sign-in.
import { loadScript } from '../loadScript';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const scriptUrl = (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

export function preloadCaptcha(siteKey: string): Promise<void> {
  return loadScript(scriptUrl(siteKey));
}

export async function getCaptchaToken(siteKey: string, action: string): Promise<string> {
  await preloadCaptcha(siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}
