// A reference whose record takes more than a second to come shows react-admin's progress bar in
// its place. Inside the panel's layout that bar is named in the panel's language (axe:
// aria-progressbar-name), where react-admin alone leaves it nameless.
import { screen } from '@testing-library/react';
import { RecordContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ProgressLabels } from '../../src/layout/ProgressLabels';
import { ReferenceValue } from '../../src/framework/views/fields/ReferenceValue';
import { renderInAdmin } from './support/renderGenerated';

const pending = { getMany: () => new Promise(() => undefined) } as unknown as DataProvider;

function renderPending(language: 'en' | 'tr', labelled: boolean) {
  const field = (
    <RecordContextProvider value={{ id: 'r1', personId: 'p1' }}>
      <ReferenceValue source="personId" reference="people" optionText="name" linked={false} />
    </RecordContextProvider>
  );
  return renderInAdmin(labelled ? <ProgressLabels>{field}</ProgressLabels> : field, { path: '/staff/request/list', dataProvider: pending, language });
}

describe('a reference still loading', () => {
  it('shows a progress bar named "Loading" in English', async () => {
    renderPending('en', true);
    expect(await screen.findByRole('progressbar', {}, { timeout: 3000 })).toHaveAccessibleName('Loading');
  });

  it('names it in Turkish for a Turkish panel', async () => {
    renderPending('tr', true);
    expect(await screen.findByRole('progressbar', {}, { timeout: 3000 })).toHaveAccessibleName('Yükleniyor');
  });

  it('is nameless without the layout, which is why the layout names it', async () => {
    renderPending('en', false);
    expect(await screen.findByRole('progressbar', {}, { timeout: 3000 })).not.toHaveAccessibleName();
  });
});
