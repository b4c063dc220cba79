// The date pickers load on demand (LazyPickers.tsx): until their calendar is opened, a date input
// is a typed box. A form sent before the picker's chunk has arrived must still check the date: a
// required one says "Required" at the field and nothing is sent; a date typed is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../src/domain/declaration/entry';
import { date } from '../../src/domain/declaration/fields';
import { FieldInput } from '../../src/framework/views/fields/FieldInput';
import { renderInAdmin } from './support/renderGenerated';

// the picker's chunk never arrives in this file
vi.mock('../../src/framework/views/fields/pickers/PickerInput', () => new Promise(() => undefined));

const trips = defineResource({
  name: 'trips',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/trip/list' },
  messages: { en: { name: 'Trips', fields: { startsOn: 'Starts on' } }, tr: { name: 'Geziler', fields: { startsOn: 'Başlangıç' } } },
  fields: { startsOn: date({ required: true }) },
});

describe('a form sent before its date picker has loaded', () => {
  it('says the required date is missing and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form onSubmit={onSubmit} noValidate>
        <FieldInput resource="trips" source="startsOn" field={trips.fields.startsOn} />
        <button type="submit">Submit</button>
      </Form>,
      { path: '/test/trip/create', dataProvider: testDataProvider(), entries: [trips] },
    );
    const box = screen.getByLabelText('Starts on', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Required'));
    expect(box).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();

    // typed in the panel's format (English: YYYY/MM/DD), the date is held and sent
    await userEvent.type(box, '2024/03/05');
    await waitFor(() => expect(box).toBeValid());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ startsOn: '2024-03-05' }), expect.anything()));
  });

  it('says a half-typed date is not one, rather than sending an older value', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form onSubmit={onSubmit} noValidate record={{ id: 1, startsOn: '2024-03-05' }}>
        <FieldInput resource="trips" source="startsOn" field={trips.fields.startsOn} />
        <button type="submit">Submit</button>
      </Form>,
      { path: '/test/trip/1', dataProvider: testDataProvider(), entries: [trips] },
    );
    const box = screen.getByLabelText('Starts on', { exact: false });
    expect(box).toHaveValue('2024/03/05');
    await userEvent.clear(box);
    await userEvent.type(box, '2024/04');
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveAccessibleDescription('Enter a whole date as YYYY/MM/DD'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
