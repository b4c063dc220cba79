import { useLocale } from 'react-admin';
import { ACTION_MESSAGES } from '../../../domain/declaration/actionMessages';
import { toEnabledLanguage } from '../../../domain/languages';

export type ActionTexts = Record<keyof (typeof ACTION_MESSAGES)['en'], string>;

/** The action views' texts in the panel's language (kept out of the first-load catalogue). */
export function useActionTexts(): ActionTexts {
  return ACTION_MESSAGES[toEnabledLanguage(useLocale())];
}

/** An action check's text for a problem key `action:<name>`, else the key (a field kind's, in the catalogue). */
export function actionProblemText(texts: ActionTexts, key: string): string {
  const prefix = 'action:';
  return key.startsWith(prefix) ? (texts[key.slice(prefix.length) as keyof ActionTexts] ?? key) : key;
}
