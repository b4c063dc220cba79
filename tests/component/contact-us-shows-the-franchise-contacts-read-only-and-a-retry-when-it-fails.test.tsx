// /frequently-used/contact-us: the franchise's support, operations and finance contacts, each
// with a tel: and a mailto: link and its hours in the panel language, nothing to edit; a failed
// call says what failed and offers a Retry that loads them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ContactUsPage from '../../src/screens/contactUs/ContactUsPage';
import { lightTheme } from '../../src/theme';
import { CONTACTS } from './support/engagementReplies';
import { fakeTransport, WithTransport } from './support/fakeTransport';
import { orderI18n, type Language } from './support/orderI18n';

function setup(answer: () => unknown, language: Language = 'en') {
  localStorage.setItem('language', language);
  const transport = fakeTransport((path) => {
    if (path === '/contact-us') return answer();
    throw new Error(`unexpected ${path}`);
  });
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={orderI18n(language)} store={memoryStore()} theme={lightTheme} queryClient={new QueryClient()}>
        <WithTransport transport={transport}>
          <ContactUsPage />
        </WithTransport>
      </AdminContext>
    </MemoryRouter>,
  );
  return transport;
}

describe('contact us', () => {
  it('shows each contact with phone and e-mail links and hours, in Turkish, read-only', async () => {
    setup(() => structuredClone(CONTACTS), 'tr');
    const support = await screen.findByRole('region', { name: 'Destek' });
    expect(within(support).getByRole('link', { name: /Franchise Destek Hattı.*\+90 850 441 7322/ })).toHaveAttribute('href', 'tel:+908504417322');
    expect(within(support).getByRole('link', { name: /support-0c2a@franchise.example/ })).toHaveAttribute('href', 'mailto:support-0c2a@franchise.example');
    expect(within(support).getByText('Her gün, 08:00-24:00')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Destek', 'Operasyon', 'Finans']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what failed and loads them on Retry', async () => {
    let fail = true;
    const transport = setup(() => (fail ? Promise.reject(Object.assign(new Error('Server error'), { status: 500 })) : structuredClone(CONTACTS)));
    expect(await screen.findByText('The contacts could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('region', { name: 'Support' })).toBeInTheDocument();
    expect(transport.request).toHaveBeenCalledTimes(2);
  });
});
