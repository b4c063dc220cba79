import { lazy, Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HeaderPopoverButton } from '../HeaderPopoverButton';
import type { HeaderWidget } from '../headerWidgetList';
import { useProblematicCount } from './useProblematicCount';

// The lists, their queries and the socket load on first open: none of it is in the first load.
const StickyPanel = lazy(() => import('./StickyPanel'));

/**
 * The header's sticky widget (role sticky_button_widget): pickers at work and problematic orders,
 * live; the button's badge counts the problematic orders.
 */
export function StickyWidget({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  const problematic = useProblematicCount();
  return (
    <HeaderPopoverButton
      widget={widget}
      sheetOnPhones
      paperSx={{ p: 2, width: 400 }}
      badge={problematic === undefined ? undefined : { count: problematic, label: translate('sticky.badge', { smart_count: problematic }) }}
    >
      {(close) => (
        <Suspense fallback={<CircularProgress size={24} aria-label={translate('ra.page.loading')} />}>
          <StickyPanel onNavigate={close} />
        </Suspense>
      )}
    </HeaderPopoverButton>
  );
}
