// Third-party scripts (Google sign-in, reCAPTCHA) are added only when the panel configuration
// asks for them, never as part of the first page's bundle.
const scripts = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let pending = scripts.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // Forget the failure so a later attempt (e.g. after the network is back) tries again.
        scripts.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, pending);
  }
  return pending;
}
