import { Suspense, type ComponentType } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { canAccessRule } from '../domain/access';
import { AccessDeniedPage } from './AccessDeniedPage';
import { lazyView } from './lazyView';
import type { PageEntry, PageShell, ScreenCatalogue } from './types';
import { useAccessSubject } from './useAccessSubject';

// A page declared `comingSoon` (not built yet) shows the screen that says so.
const comingSoonPage = () => import('./views/ComingSoonPage');
// A declared summary is the framework's (its source is the catalogue's, loaded with it).
const summaryPage = () => import('./views/summary/SummaryView');

/** The code of a page's screen, as its shell names it (a route loads it beside the declaration). */
export function pageCode(page: PageShell, catalogue: ScreenCatalogue) {
  return page.summary ? summaryPage : (page.screen && catalogue.screens[page.screen]) || comingSoonPage;
}

/** Renders a declared page behind its access rule, with its translated title. */
export function PageRoute({ entry, catalogue }: { entry: PageEntry; catalogue: ScreenCatalogue }) {
  const translate = useTranslate();
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  if (!canAccessRule(subject, entry.access)) return <AccessDeniedPage />;
  // the page's screen is handed its declaration
  const loader = pageCode(entry, catalogue);
  const Component = lazyView(loader) as ComponentType<{ entry: PageEntry; catalogue: ScreenCatalogue }>;
  return (
    <>
      <Title title={translate(entry.titleKey)} />
      <Suspense fallback={<Loading />}>
        <Component entry={entry} catalogue={catalogue} />
      </Suspense>
    </>
  );
}
