// A declaration's `listParts` (src/framework/views/listParts.ts): the generated list keeps its
// columns, paging and cards, and draws the screen's own note above the rows, a provider around
// them, a column's own cell, an extra column, a row's details behind a named button and the row's
// own buttons, on the desktop table and on a phone's cards alike.
import { createContext, useContext, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListContext, useRecordContext, type DataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleStatus } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, number, text } from '../../src/domain/declaration/fields';
import type { ResourceEntry } from '../../src/framework/types';
import ListView from '../../src/framework/views/ListView';
import type { ListParts } from '../../src/framework/views/listParts';
import { stubPhoneWidth } from './support/phoneWidth';
import { authAllowing, renderRoutes } from './support/renderGenerated';

// A throwaway declaration: nothing here is a real resource of the panel.
const gadgets = defineResource({
  name: 'gadgets',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/gadget/list' },
  messages: { en: { name: 'Gadgets', fields: { name: 'Name', state: 'State', score: 'Score' } }, tr: { name: 'Aletler', fields: {} } },
  fields: { name: text({ sortable: true }), state: enumOf(vehicleStatus), score: number({ decimals: 1 }) },
  list: { columns: ['name', 'state', 'score'], sort: { field: 'name', order: 'ASC' }, perPage: 10 },
});

const records: RaRecord[] = [
  { id: 'g1', name: 'Alpha', state: 2000, score: 91.25 },
  { id: 'g2', name: 'Beta', state: 1000, score: 47 },
];

const provider = {
  getList: vi.fn(async () => ({ data: records, total: records.length })),
} as unknown as DataProvider;

// what the parts read from around the rows: the page's own data, asked once for the page
const Shelf = createContext<string>('none');
const pressed: string[] = [];

const parts: ListParts = {
  Above: function Above() {
    const { total } = useListContext();
    return <p>{`${total ?? '…'} gadgets this month`}</p>;
  },
  Around: ({ children }: { children: ReactNode }) => <Shelf.Provider value="shelf 7">{children}</Shelf.Provider>,
  cells: {
    state: function StateCell() {
      const record = useRecordContext();
      return <span data-own-cell>{`state ${record?.state}`}</span>;
    },
  },
  extraColumns: [
    {
      key: 'shelf',
      labelKey: 'Shelf',
      Cell: function ShelfCell() {
        return <span>{useContext(Shelf)}</span>;
      },
    },
  ],
  Details: function Details() {
    const record = useRecordContext();
    return <p>{`How ${record?.name} scored`}</p>;
  },
  RowActions: function Move() {
    const record = useRecordContext();
    return (
      <button type="button" onClick={() => pressed.push(String(record?.id))}>
        {`Move ${record?.name}`}
      </button>
    );
  },
};

const GadgetList = ({ entry }: { entry: ResourceEntry }) => <ListView entry={entry} parts={parts} />;

const renderList = () => renderRoutes(gadgets, { list: GadgetList }, { path: '/test/gadget/list', dataProvider: provider, authProvider: authAllowing(['list']) });

afterEach(() => {
  vi.unstubAllGlobals();
  pressed.length = 0;
});

describe('a generated list with its screen’s own parts', () => {
  it('draws the note, the own cell, the extra column, the details and the row buttons in the table', async () => {
    const user = userEvent.setup();
    renderList();
    const alpha = (await screen.findByText('Alpha', undefined, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(screen.getByText('2 gadgets this month')).toBeInTheDocument();
    // (react-admin's empty expand header is hidden by the list's styles, which jsdom does not apply)
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent).filter(Boolean)).toEqual(['Name', 'State', 'Score', 'Shelf', 'Actions']);
    expect(within(alpha).getByText('state 2000')).toHaveAttribute('data-own-cell');
    expect(within(alpha).getByText('shelf 7')).toBeInTheDocument();
    expect(within(alpha).getByText('91.3')).toBeInTheDocument();

    // the details open under their row from a named button that says whether they are shown
    const details = within(alpha).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('How Alpha scored')).not.toBeInTheDocument();
    await user.click(details);
    expect(await screen.findByText('How Alpha scored')).toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('How Beta scored')).not.toBeInTheDocument();
    await user.click(within(alpha).getByRole('button', { name: 'Hide details' }));
    await waitFor(() => expect(screen.queryByText('How Alpha scored')).not.toBeInTheDocument());

    await user.click(within(alpha).getByRole('button', { name: 'Move Alpha' }));
    expect(pressed).toEqual(['g1']);
  });

  it('draws the same parts on a phone’s cards', async () => {
    stubPhoneWidth();
    const user = userEvent.setup();
    renderList();
    const card = (await screen.findByRole('heading', { name: 'Beta' }, { timeout: 5000 })).closest('li') as HTMLElement;
    expect(screen.getByText('2 gadgets this month')).toBeInTheDocument();
    expect(within(card).getByText('state 1000')).toBeInTheDocument();
    expect(within(card).getByText('Shelf')).toBeInTheDocument();
    expect(within(card).getByText('shelf 7')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('How Beta scored')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(card).getByRole('button', { name: 'Move Beta' }));
    expect(pressed).toEqual(['g2']);
  });
});
