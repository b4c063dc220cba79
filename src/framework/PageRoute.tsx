import { Suspense } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { canAccessRule } from '../domain/access';
import { AccessDeniedPage } from './AccessDeniedPage';
import { lazyView } from './lazyView';
import type { PageEntry, ScreenCatalogue } from './types';
import { useAccessSubject } from './useAccessSubject';

// A page declared `comingSoon` (not built yet) shows the screen that says so.
const comingSoonPage = () => import('./views/ComingSoonPage');

/** Renders a declared page behind its access rule, with its translated title. */
export function PageRoute({ entry, screens }: { entry: PageEntry; screens: ScreenCatalogue }) {
  const translate = useTranslate();
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  if (!canAccessRule(subject, entry.access)) return <AccessDeniedPage />;
  const Component = lazyView((entry.screen && screens[entry.screen]) || comingSoonPage);
  return (
    <>
      <Title title={translate(entry.titleKey)} />
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    </>
  );
}
