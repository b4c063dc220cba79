import { useTranslate } from 'react-admin';
import type { ACTION_MESSAGES } from '../../../domain/declaration/actionMessages';
import { useMessageSection } from '../../../i18n/useMessageSection';
import { actionMessages, actionText } from './messages';

export type ActionTextName = keyof (typeof ACTION_MESSAGES)['en'];

/**
 * The translator of the action views, once their texts (`app.actions.*`, kept out of the
 * first-load catalogue) have joined the catalogue.
 */
export function useActionTexts(): (name: ActionTextName, options?: Record<string, unknown>) => string {
  useMessageSection(actionMessages);
  const translate = useTranslate();
  return (name, options) => translate(actionText(name), options);
}

/** An action check's problem key `action:<name>` as its catalogue key, else the key (a field kind's, in the catalogue). */
export function actionProblemKey(key: string): string {
  const prefix = 'action:';
  return key.startsWith(prefix) ? actionText(key.slice(prefix.length) as ActionTextName) : key;
}
