import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { EnabledLanguageCode } from '../../../domain/languages';
import type { GoogleLoginPayload, LoginPayload } from '../../../domain/types';
import { loadPanelConfig, usePanelConfig } from '../../../config';
import { useCalls } from '../../../framework/calls';
import type { Translate } from '../../../i18n/lookup';
import { useFields, type Rules } from '../form/useFields';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, minLength, required } from '../form/validators';
import { getCaptchaToken, preloadCaptcha } from './captcha';
import { errorMessage } from './errorMessage';
import { GoogleSignIn } from './GoogleSignIn';

type LoginValues = { username: string; password: string };

/** What a visitor typed into the pre-rendered form (login.html) before the script took it over. */
export interface CarriedSignIn {
  values: LoginValues;
  /** The field that had the focus, which keeps it. */
  focused?: keyof LoginValues;
}

const rules: Rules<LoginValues> = {
  username: [required(), minLength(USERNAME_MIN_LENGTH, { trim: true })],
  password: [required(), minLength(PASSWORD_MIN_LENGTH)],
};

const initialValues: LoginValues = { username: '', password: '' };

const GOOGLE_FAILED = 'app.auth.google_failed';

export interface SignInFormProps {
  translate: Translate;
  locale: EnabledLanguageCode;
  /** Signs in and goes on to the panel; a rejection is the refusal to show under the form. */
  signIn: (payload: LoginPayload | GoogleLoginPayload) => Promise<unknown>;
  /** The "Forgot password?" link: a router link inside the panel, a plain one before it loads. */
  forgotLink: (className: string, text: string) => ReactNode;
  /** A message left for this page by the flow that ended on it (e.g. "no roles"). */
  notice?: string | null;
  carried?: CarriedSignIn;
  /**
   * Drawn at build time into login.html: until the script takes over, the submit button is
   * disabled (keeping its look), so an early Enter never sends the password in a native GET.
   */
  awaitingScript?: boolean;
}

/**
 * The one sign-in form (username and password, the forgot-password link and, when configured,
 * Google), in plain HTML: the first page of a visit draws it before react-admin has loaded, and
 * the panel shows the same form when a session ends inside it.
 */
export function SignInForm({ translate, locale, signIn, forgotLink, notice, carried, awaitingScript }: SignInFormProps) {
  const calls = useCalls();
  const config = usePanelConfig();
  const { values, field, validate, focus } = useFields(carried?.values ?? initialValues, rules, translate);
  const autoFocused = carried?.focused ?? 'username';
  const [pending, setPending] = useState(false);
  // A refused sign-in is said under the form (read out as an alert), not in a toast far away.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);

  const siteKey = config?.captcha?.siteKey;
  useEffect(() => {
    // Warm the captcha up so the token is quick to get on submit; a failure surfaces on submit.
    if (siteKey) preloadCaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  /** `refusal`: what a rejection says; by default the error's own (localized) message. */
  const attempt = async (payload: () => Promise<LoginPayload | GoogleLoginPayload>, refusal: (error: unknown) => string = errorMessage) => {
    setPending(true);
    setRefusal(null);
    try {
      await signIn(await payload());
    } catch (error) {
      setRefusal(refusal(error));
      // the field to fix: wrong credentials are most often the password
      focus('password');
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !validate()) return;
    void attempt(async () => {
      const { captcha } = await loadPanelConfig(calls);
      const captchaKey = captcha ? await getCaptchaToken(captcha.siteKey, 'login') : undefined;
      return { username: values.username.trim(), password: values.password, ...(captchaKey ? { captchaKey } : {}) };
    });
  };

  const input = (name: keyof LoginValues, label: string, extra: { type: string; autoComplete: string; withToggle?: boolean }) => {
    const { inputRef, error, helperText, ...props } = field(name);
    const messageId = `${props.id}-helper-text`;
    return (
      <div className="signin-field">
        <label className="signin-field__label" htmlFor={props.id} data-invalid={error}>
          {label}
          <span aria-hidden> *</span>
        </label>
        <div className="signin-field__control">
          <input
            {...props}
            ref={inputRef}
            type={extra.type}
            autoComplete={extra.autoComplete}
            autoCapitalize="none"
            required
            aria-invalid={error}
            aria-describedby={messageId}
            className={`signin-field__input${extra.withToggle ? ' signin-field__input--with-toggle' : ''}`}
            autoFocus={name === autoFocused}
          />
          {extra.withToggle && (
            <button
              type="button"
              className="signin-password__toggle"
              aria-label={translate(passwordShown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                <path d={passwordShown ? EYE_CLOSED : EYE_OPEN} />
              </svg>
            </button>
          )}
        </div>
        <p id={messageId} className="signin-field__message" data-invalid={error}>
          {helperText}
        </p>
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      {notice && (
        <div className="signin-alert signin-alert--warning" role="status">
          {translate(notice, { _: notice })}
        </div>
      )}
      {input('username', translate('app.login.username'), { type: 'text', autoComplete: 'username' })}
      {input('password', translate('app.login.password'), { type: passwordShown ? 'text' : 'password', autoComplete: 'current-password', withToggle: true })}
      <div className="signin-forgot">{forgotLink('signin-link', translate('app.login.forgot_password'))}</div>
      {refusal && (
        <div className="signin-alert signin-alert--error" role="alert">
          {translate(refusal, { _: refusal })}
        </div>
      )}
      <button type="submit" className={`signin-submit${awaitingScript ? ' signin-submit--awaiting' : ''}`} disabled={pending || awaitingScript}>
        {pending && <span className="signin-spinner" aria-hidden />}
        {translate('app.login.sign_in')}
      </button>
      {config?.googleClientId && (
        <>
          <div className="signin-divider">{translate('app.login.or')}</div>
          <GoogleSignIn
            clientId={config.googleClientId}
            locale={locale}
            label={translate('app.login.sign_in_with_google')}
            disabled={pending}
            // a refused Google account reads as Google's failure, whatever the gateway's reason
            onToken={(clientToken) => void attempt(async () => ({ clientToken }), () => GOOGLE_FAILED)}
            onFailure={() => setRefusal(GOOGLE_FAILED)}
          />
        </>
      )}
    </form>
  );
}

// Material's visibility icons (the panel's other password fields use the same two)
const EYE_OPEN =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_CLOSED =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
