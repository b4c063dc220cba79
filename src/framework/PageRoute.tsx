import { Suspense, type ComponentType } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { canAccessRule } from '../domain/access';
import { AccessDeniedPage } from './AccessDeniedPage';
import { lazyView } from './lazyView';
import type { PageEntry, ScreenCatalogue } from './types';
import { useAccessSubject } from './useAccessSubject';

// A page declared `comingSoon` (not built yet) shows the screen that says so.
const comingSoonPage = () => import('./views/ComingSoonPage');

/** Renders a declared page behind its access rule, with its translated title. */
export function PageRoute({ entry, catalogue }: { entry: PageEntry; catalogue: ScreenCatalogue }) {
  const translate = useTranslate();
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  if (!canAccessRule(subject, entry.access)) return <AccessDeniedPage />;
  // the page's screen is handed its declaration
  const Component = lazyView((entry.screen && catalogue.screens[entry.screen]) || comingSoonPage) as ComponentType<{ entry: PageEntry }>;
  return (
    <>
      <Title title={translate(entry.titleKey)} />
      <Suspense fallback={<Loading />}>
        <Component entry={entry} />
      </Suspense>
    </>
  );
}
