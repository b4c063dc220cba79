import { useI18nProvider } from 'react-admin';
import type { PanelI18nProvider } from './index';
import type { MessageSection } from './sections';

/**
 * Adds a lazily loaded view's own messages to the panel's catalogue before the view translates
 * them: its texts stay out of the first load, and it still reads them as polyglot keys through
 * translate(). Called in render (adding is idempotent and synchronous). An i18nProvider without
 * `addSection` (a test's own) must carry the section already.
 */
export function useMessageSection(section: MessageSection): void {
  const i18nProvider = useI18nProvider() as Partial<PanelI18nProvider>;
  i18nProvider.addSection?.(section);
}
