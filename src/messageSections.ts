import { frameworkMessages } from './framework/messages';
import type { MessageSection } from './i18n/sections';
import { layoutMessages } from './layout/messages';
import { liveMapMessages } from './screens/liveMap/messages';
import { ordersMessages } from './screens/orders/messages';
import { stickyMessages } from './widgets/sticky/messages';
import { notificationMessages } from './widgets/notifications/messages';
import { workerProgramMessages } from './screens/workerProgram/messages';
import { engagementMessages } from './widgets/engagement/messages';
import { pushMessages } from './layout/push/messages';

/**
 * Every message section the panel shows, each declared next to its code, handed to the
 * i18nProvider here and merged once (the framework knows no screen, layout or widget). A screen's
 * own texts are its declaration's `messages` (src/framework/entryMessages.ts), never a section:
 * these are the framework's, the shell's, the widgets' and the vocabularies several screens share
 * (orders, the live maps, the worker programs; docs/adding-a-resource.md, "Texts").
 */
export const MESSAGE_SECTIONS: readonly MessageSection[] = [frameworkMessages, layoutMessages, liveMapMessages, ordersMessages, stickyMessages, notificationMessages, workerProgramMessages, engagementMessages, pushMessages];

/**
 * The sections a lazily loaded view adds itself when it loads (useMessageSection), kept out of the
 * first-load catalogue: the workflow actions' texts, a report's series over time. Listed here so the catalogue tests read them
 * with the rest; a new lazy section joins this list.
 */
export const LAZY_MESSAGE_SECTIONS: readonly (() => Promise<MessageSection>)[] = [
  () => import('./framework/views/actions/messages').then((module) => module.actionMessages),
  () => import('./framework/views/charts/seriesMessages').then((module) => module.seriesMessages),
];
