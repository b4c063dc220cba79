// A lazily loaded view's message section (the workflow actions' texts) is not in the first-load
// catalogue; the view adds it to the panel's i18nProvider when it loads (useMessageSection), and
// from then on its keys translate in every language, loaded already or later.
import { describe, expect, it } from 'vitest';
import { declaredMessagesOf } from '../../src/framework/entryMessages';
import { actionMessages } from '../../src/framework/views/actions/messages';
import { createI18nProvider } from '../../src/i18n';
import { MESSAGE_SECTIONS } from '../../src/messageSections';
import { registry } from '../../src/registryOfResources';

describe("a lazy view's texts", () => {
  it('are keys until the view adds its section, then translate in English and, after a switch, in Turkish', async () => {
    const i18n = await createI18nProvider({ declared: declaredMessagesOf(registry), sections: MESSAGE_SECTIONS });
    expect(i18n.translate('app.actions.history', { _: 'missing' })).toBe('missing');

    i18n.addSection(actionMessages);
    i18n.addSection(actionMessages); // adding twice changes nothing
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('app.actions.history')).toBe('History');
    expect(i18n.translate('app.actions.bulk_done', { moved: 2, refused: 1 })).toBe('2 done, 1 refused (they had moved on or could not move yet)');
    // the rest of the catalogue is still there
    expect(i18n.translate('app.login.sign_in')).toBe('Sign in');

    await i18n.changeLocale('tr');
    expect(i18n.translate('app.actions.history')).toBe('Geçmiş');
    expect(i18n.translate('app.login.sign_in')).toBe('Giriş yap');
  });
});
