import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, Form, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleStatus } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { boolean, date, datetime, email, enumOf, image, money, number, phone, reference, text } from '../../src/domain/declaration/fields';
import { columnFor } from '../../src/framework/views/fields/columns';
import { FieldInput } from '../../src/framework/views/fields/FieldInput';
import { ShowFields } from '../../src/framework/views/ShowFields';
import { renderInAdmin, storeTurkishSession } from './support/renderGenerated';

// One field of every kind the framework declares.
const widgets = defineResource({
  name: 'widgets',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/widget/list', show: '/test/widget/detail/:id' },
  messages: {
    en: {
      name: 'Widgets',
      fields: {
        title: 'Title',
        notes: 'Notes',
        count: 'Count',
        price: 'Price',
        madeOn: 'Made on',
        seenAt: 'Seen at',
        status: 'Status',
        warehouseId: 'Warehouse',
        active: 'Active',
        photo: 'Photo',
        phone: 'Phone',
        email: 'E-mail',
      },
    },
    tr: { name: 'Parçalar', fields: {} },
  },
  fields: {
    title: text({ required: true, minLength: 2, maxLength: 10, pattern: '^[A-Z]' }),
    notes: text({ multiline: true, maxLength: 20 }),
    count: number({ min: 1, max: 10_000_000, integer: true }),
    price: money({ min: 0 }),
    madeOn: date({ required: true }),
    seenAt: datetime({ required: true }),
    status: enumOf(vehicleStatus, { required: true }),
    warehouseId: reference('warehouses', 'name', { required: true }),
    active: boolean(),
    photo: image(),
    phone: phone(),
    email: email(),
  },
});
const KINDS = Object.keys(widgets.fields);

const record = {
  id: 'r1',
  title: 'Tesla',
  notes: 'first line\nsecond line',
  count: 12000,
  price: 1234.5,
  madeOn: '2024-03-05',
  seenAt: '2024-03-05T21:07:00Z',
  status: 2000,
  warehouseId: 'w1',
  active: true,
  photo: 'https://img.test/widget.png',
  phone: '5321234567',
  email: 'owner@franchise.test',
};

const warehouses = [
  { id: 'w1', name: 'Kadıköy depot' },
  { id: 'w2', name: 'Beşiktaş depot' },
];

function fakeProvider(): DataProvider {
  return testDataProvider({
    getMany: vi.fn(async (_resource, { ids }) => ({ data: warehouses.filter((w) => ids.includes(w.id)) })) as never,
    getList: vi.fn(async () => ({ data: warehouses, total: warehouses.length })) as never,
  });
}

const cellOf = (container: HTMLElement, source: string) => container.querySelector(`td.column-${source}`) as HTMLElement;

/** What every kind shows for `record`: in a list cell and on the detail page alike. */
async function expectEveryKindShown(scope: (source: string) => HTMLElement) {
  await waitFor(() => expect(scope('warehouseId')).toHaveTextContent('Kadıköy depot'));
  expect(scope('title')).toHaveTextContent('Tesla');
  expect(scope('notes')).toHaveTextContent('first line');
  expect(scope('count')).toHaveTextContent('12,000');
  expect(scope('price').textContent).toMatch(/(TRY|₺)\s?1,234\.50/);
  // A calendar day stays on its day; a timestamp moves to the user's zone (Istanbul, UTC+3).
  expect(scope('madeOn')).toHaveTextContent('2024/03/05');
  expect(scope('seenAt')).toHaveTextContent('2024/03/06 00:07');
  const chip = within(scope('status')).getByText('In use');
  expect(chip.closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');
  expect(within(scope('active')).getByTestId('true')).toBeInTheDocument();
  const photo = within(scope('photo')).getByRole('img', { name: 'Photo' });
  expect(photo).toHaveAttribute('src', 'https://img.test/widget.png');
  expect(within(scope('phone')).getByRole('link', { name: '5321234567' })).toHaveAttribute('href', 'tel:+905321234567');
  expect(within(scope('email')).getByRole('link', { name: 'owner@franchise.test' })).toHaveAttribute(
    'href',
    'mailto:owner@franchise.test',
  );
}

beforeEach(storeTurkishSession);

describe('every field kind renders', () => {
  it('in a list cell', async () => {
    const { container } = renderInAdmin(
      <DataTable
        resource="widgets"
        data={[record]}
        total={1}
        isPending={false}
        sort={{ field: 'title', order: 'ASC' }}
        bulkActionButtons={false}
      >
        {KINDS.map((source) => columnFor(widgets, source))}
      </DataTable>,
      { path: '/test/widget/list', dataProvider: fakeProvider(), entries: [widgets] },
    );
    await expectEveryKindShown((source) => cellOf(container, source));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Title',
      'Notes',
      'Count',
      'Price',
      'Made on',
      'Seen at',
      'Status',
      'Warehouse',
      'Active',
      'Photo',
      'Phone',
      'E-mail',
    ]);
  });

  it('on a detail page, each under its label', async () => {
    renderInAdmin(
      <RecordContextProvider value={record}>
        <ShowFields entry={widgets} fields={KINDS} />
      </RecordContextProvider>,
      { path: '/test/widget/detail/r1', dataProvider: fakeProvider(), entries: [widgets] },
    );
    const labelled = (source: string) => {
      const labels = widgets.messages!.en.fields as Record<string, string>;
      const label = screen.getByText(labels[source], { selector: '.RaLabeled-label span' });
      return label.closest('.MuiGrid-root') as HTMLElement;
    };
    await expectEveryKindShown(labelled);
  });

  it('shows nothing rather than "undefined" for empty values', async () => {
    const empty = { id: 'r2' };
    const { container } = renderInAdmin(
      <RecordContextProvider value={empty}>
        <ShowFields entry={widgets} fields={KINDS.filter((source) => source !== 'warehouseId')} />
      </RecordContextProvider>,
      { path: '/test/widget/detail/r2', dataProvider: fakeProvider(), entries: [widgets] },
    );
    await screen.findByText('Title');
    expect(container.textContent).not.toMatch(/undefined|null|NaN|Invalid/);
  });
});

// --- inputs --------------------------------------------------------------------------------

const inputOf = (container: HTMLElement, source: string) => container.querySelector(`.ra-input-${source}`) as HTMLElement;

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  const utils = renderInAdmin(
    // noValidate as in the generated forms: the translated validators speak, not the browser.
    <Form onSubmit={onSubmit} record={{ id: 'r1' }} noValidate>
      {KINDS.map((source) => (
        <FieldInput key={source} resource="widgets" source={source} field={widgets.fields[source]} />
      ))}
      <button type="submit">Submit</button>
    </Form>,
    { path: '/test/widget/create', dataProvider: fakeProvider(), entries: [widgets] },
  );
  return utils;
}

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('every field kind is an input with its validation', () => {
  it('rejects bad input with a message per field', async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(onSubmit);
    await typeInto('Title', 'x');
    await typeInto('Notes', 'far more than twenty characters');
    await typeInto('Count', '1.5');
    await typeInto('Price', '-1');
    await typeInto('Photo', 'not a web address');
    await typeInto('Phone', '12345');
    await typeInto('E-mail', 'owner@');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const errors: Record<string, string> = {
      title: 'Must be 2 characters at least',
      notes: 'Must be 20 characters or less',
      count: 'Must be a whole number',
      price: 'Must be at least 0',
      madeOn: 'Required',
      seenAt: 'Required',
      status: 'Required',
      warehouseId: 'Required',
      photo: 'Must be a web address starting with http:// or https://',
      phone: 'Must be a mobile number: 5 followed by nine digits',
      email: 'Must be a valid email',
    };
    for (const [source, message] of Object.entries(errors)) {
      await waitFor(() => expect(inputOf(container, source), source).toHaveTextContent(message));
    }
    expect(onSubmit).not.toHaveBeenCalled();

    // The other limits of the same kinds.
    await typeInto('Title', 'lowercase');
    await typeInto('Count', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputOf(container, 'title')).toHaveTextContent('Does not have the expected format'));
    expect(inputOf(container, 'count')).toHaveTextContent('Must be at least 1');
    await typeInto('Title', 'Abcdefghijk');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputOf(container, 'title')).toHaveTextContent('Must be 10 characters or less'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts good input and hands over typed values', async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(onSubmit);
    await typeInto('Title', 'Tesla');
    await typeInto('Notes', 'two\nlines');
    await typeInto('Count', '42');
    await typeInto('Price', '12.5');
    // Typed in the panel's date format (English: YYYY/MM/DD), as a person types into the picker.
    // The picker loads on demand: a disabled box holds its place until then.
    await waitFor(() => expect(screen.getByLabelText('Made on', { exact: false })).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Made on', { exact: false }), { target: { value: '2024/03/05' } });
    const seenAt = screen.getByLabelText('Seen at', { exact: false });
    fireEvent.change(seenAt, { target: { value: '2024/03/06 00:07' } });
    fireEvent.blur(seenAt);

    await userEvent.click(screen.getByLabelText('Status', { exact: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'In use' }));

    const warehouse = screen.getByRole('combobox', { name: /Warehouse/ });
    await userEvent.click(warehouse);
    await userEvent.click(await screen.findByRole('option', { name: 'Beşiktaş depot' }));

    await userEvent.click(screen.getByLabelText('Active'));
    await typeInto('Photo', 'https://img.test/new.png');
    await typeInto('Phone', '0 (532) 123 45 67');
    await typeInto('E-mail', 'owner@franchise.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.Mui-error')).toBeNull();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'Tesla',
      notes: 'two\nlines',
      count: 42,
      price: 12.5,
      madeOn: '2024-03-05',
      // Typed as Istanbul's wall clock, sent as the instant.
      seenAt: '2024-03-05T21:07:00.000Z',
      status: 2000,
      warehouseId: 'w2',
      active: true,
      photo: 'https://img.test/new.png',
      phone: '0 (532) 123 45 67',
      email: 'owner@franchise.test',
    });
  });

  it('offers the enumeration as translated choices, in the spec order', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByLabelText('Status', { exact: false }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent).filter(Boolean)).toEqual([
      'Available',
      'In use',
      'In transfer',
      'In service',
      'Inactive',
    ]);
  });
});
