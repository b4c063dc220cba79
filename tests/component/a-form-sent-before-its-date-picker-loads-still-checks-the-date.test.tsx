// The date pickers load on demand (LazyPickers.tsx). A form sent before their chunk has arrived
// must still check the date: a required one says "Required" in its place and nothing is sent.
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
    const placeholder = screen.getByLabelText('Starts on');
    expect(placeholder).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(placeholder).toHaveAccessibleDescription('Required'));
    expect(placeholder).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
