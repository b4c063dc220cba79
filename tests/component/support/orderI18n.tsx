// An AdminContext with the panel's catalogues (app texts, enumerations, every message section and
// every declaration's own texts, as src/startPanel.tsx merges them) in one language, for the
// hand-built screens' tests.
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { enumMessages } from '../../../src/domain/enums';
import { declaredMessages } from '../../../src/framework/entryMessages';
import { registry } from '../../../src/registryOfResources';
import en from '../../../src/i18n/en';
import { withSections } from '../../../src/i18n/sections';
import tr from '../../../src/i18n/tr';
import { MESSAGE_SECTIONS } from '../../../src/messageSections';
import { lightTheme } from '../../../src/theme';
import type { Transport } from '../../../dataProvider/calls';
import { noCalls, WithTransport } from './fakeTransport';

export type Language = 'en' | 'tr';

export function orderI18n(language: Language, extra: Record<string, unknown> = {}) {
  const messages = { ...withSections({ ...{ en, tr }[language], ...enumMessages(language), ...declaredMessages(registry, language) }, MESSAGE_SECTIONS, language), ...extra };
  return polyglotI18nProvider(() => messages, language);
}

export function OrderScreenContext({
  language,
  children,
  extraMessages,
  queryClient,
  transport = noCalls(),
}: {
  language: Language;
  children: ReactNode;
  extraMessages?: Record<string, unknown>;
  queryClient?: QueryClient;
  /** The gateway as the screen's calls meet it; by default, one that expects no call. */
  transport?: Transport;
}) {
  localStorage.setItem('language', language);
  return (
    <MemoryRouter>
      <AdminContext i18nProvider={orderI18n(language, extraMessages)} store={memoryStore()} theme={lightTheme} queryClient={queryClient}>
        <WithTransport transport={transport}>{children}</WithTransport>
      </AdminContext>
    </MemoryRouter>
  );
}
