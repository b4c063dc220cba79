import { ACTION_MESSAGES } from '../../../domain/declaration/actionMessages';
import { defineMessages } from '../../../i18n/sections';

/**
 * The workflow actions' texts (their checks, outcomes and the history's headings), written once
 * in src/domain (the gateway's answers read them too). Not in the first-load catalogue: the lazy
 * action views add this section when they load (useMessageSection).
 */
export const actionMessages = defineMessages('app.actions', { en: ACTION_MESSAGES.en, tr: ACTION_MESSAGES.tr });

/** `app.actions.<name>`: the key of one of those texts. */
export const actionText = (name: keyof (typeof ACTION_MESSAGES)['en']) => `app.actions.${name}`;
