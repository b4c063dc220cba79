import type { CSSProperties, ReactNode } from 'react';
import { APP_NAME, BRAND_COLORS } from '../../../domain/brand';
import { useDocumentTitle } from '../../../framework/useDocumentTitle';
import './signIn.css';

const BRAND_PROPERTIES = {
  '--brand-purple': BRAND_COLORS.purple,
  '--brand-purple-dark': BRAND_COLORS.purpleDark,
  '--brand-yellow': BRAND_COLORS.yellow,
} as CSSProperties;

interface SignInCardProps {
  /** The page's only h1. */
  title: string;
  /** The browser tab's name for the page. */
  tabTitle: string;
  subtitle: string;
  /** Top-right of the card: the language menu. */
  actions: ReactNode;
  children: ReactNode;
}

/** The sign-in page's frame, in plain HTML and CSS: a centred card on the brand's purple. */
export function SignInCard({ title, tabTitle, subtitle, actions, children }: SignInCardProps) {
  useDocumentTitle(tabTitle);
  return (
    <main className="signin-page" style={BRAND_PROPERTIES}>
      <div className="signin-card">
        <div className="signin-card__band" />
        <div className="signin-card__body">
          <div className="signin-card__top">
            <span className="signin-brand">
              <span className="signin-brand__mark" aria-hidden>
                F
              </span>
              {APP_NAME}
            </span>
            {actions}
          </div>
          <h1 className="signin-title">{title}</h1>
          <p className="signin-subtitle">{subtitle}</p>
          {children}
        </div>
      </div>
    </main>
  );
}
