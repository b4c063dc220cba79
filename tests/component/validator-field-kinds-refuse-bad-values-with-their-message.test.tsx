// The field kinds built on the spec's validators (issue 11), as the generated views draw them:
// each input refuses a bad value with the kind's message (the same check the gateway runs) and
// lets a good one through; the values read as people expect (an IBAN in groups of four, a blood
// group in the user's language).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, RecordContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../src/domain/declaration/entry';
import { bloodGroup, iban, nationalId, personName, phone } from '../../src/domain/declaration/fields';
import { FieldInput } from '../../src/framework/views/fields/FieldInput';
import { ShowFields } from '../../src/framework/views/ShowFields';
import { renderInAdmin, storeTurkishSession } from './support/renderGenerated';

const people = defineResource({
  name: 'kind-people',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/kind-people/list', show: '/test/kind-people/detail/:id' },
  messages: {
    en: {
      name: 'People',
      fields: { fullName: 'Full name', nationalId: 'National id', iban: 'IBAN', phone: 'Phone', bloodGroup: 'Blood group' },
    },
    tr: {
      name: 'Kişiler',
      fields: { fullName: 'Ad soyad', nationalId: 'T.C. kimlik no', iban: 'IBAN', phone: 'Telefon', bloodGroup: 'Kan grubu' },
    },
  },
  fields: {
    fullName: personName({ required: true }),
    nationalId: nationalId({ required: true }),
    iban: iban(),
    phone: phone({ countryCode: true }),
    bloodGroup: bloodGroup(),
  },
});
const SOURCES = Object.keys(people.fields);

const inputOf = (container: HTMLElement, source: string) => container.querySelector(`.ra-input-${source}`) as HTMLElement;

function renderForm(onSubmit: (values: Record<string, unknown>) => void, language: 'en' | 'tr' = 'en') {
  return renderInAdmin(
    <Form onSubmit={onSubmit} record={{ id: 'p1' }} noValidate>
      {SOURCES.map((source) => (
        <FieldInput key={source} resource="kind-people" source={source} field={people.fields[source]} />
      ))}
      <button type="submit">Submit</button>
    </Form>,
    { path: '/test/kind-people/create', dataProvider: testDataProvider(), entries: [people], language },
  );
}

async function typeInto(label: string | RegExp, text: string) {
  // (the phone with its country code is drawn once its lazy chunk is in)
  const field = await screen.findByLabelText(label, { exact: false, selector: 'input' });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

beforeEach(storeTurkishSession);

describe('the validator field kinds as inputs', () => {
  it('refuse bad values, each with its message', async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(onSubmit);
    await typeInto('Full name', 'Gökhan 2');
    await typeInto('National id', '12345678951');
    await typeInto('IBAN', 'TR34 0006 1005 1978 6457 8413 26');
    // the input offers the spec's codes beside the number; a code it does not know is refused
    await typeInto('Phone', '+7 912 345 67 89');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const errors: Record<string, string> = {
      fullName: 'Must be a name: letters and spaces only',
      nationalId: 'Must be a national id of 11 digits with valid check digits',
      iban: 'Must be a valid IBAN (its check digits do not match)',
      phone: 'Must start with a country code: +1, +44 or +90',
    };
    for (const [source, message] of Object.entries(errors)) {
      await waitFor(() => expect(inputOf(container, source), source).toHaveTextContent(message));
    }
    expect(onSubmit).not.toHaveBeenCalled();

    await typeInto('IBAN', 'GB29 NWBK 6016 1331 9268');
    await typeInto('Phone', '+90 212 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputOf(container, 'iban')).toHaveTextContent('Must be an IBAN of a known country, with that country’s length'));
    expect(inputOf(container, 'phone')).toHaveTextContent('Must be a mobile number of that country (+90: 5 followed by nine digits)');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('say so in Turkish for a Turkish user', async () => {
    const { container } = renderForm(vi.fn(), 'tr');
    await typeInto('T.C. kimlik no', '12345678951');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputOf(container, 'nationalId')).toHaveTextContent('Kontrol haneleri doğru, 11 haneli bir T.C. kimlik numarası olmalı'));
  });

  it('check a national id by the session’s country: a London user types a National Insurance number', async () => {
    const gb = { _id: 'c-gb', code: { alpha2: 'GB' }, currency: { code: { alpha: 'GBP' } }, timezones: [{ id: 'tz-lon', timezone: 'Europe/London' }], countryCode: '44' };
    localStorage.setItem('user-country', JSON.stringify(gb));
    const { container } = renderForm(vi.fn());
    await typeInto('National id', '10000000146');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputOf(container, 'nationalId')).toHaveTextContent('Must be a National Insurance number'));
    await typeInto('National id', 'jg 10 37 59 a');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inputOf(container, 'nationalId')).not.toHaveTextContent('Must be'));
  });

  it('accept good values: Turkish letters, an IBAN with spaces, a GB phone, a blood group from the list', async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(onSubmit);
    await typeInto('Full name', 'Çağrı İlkay Öztürk');
    await typeInto('National id', '10000000146');
    await typeInto('IBAN', 'GB29 NWBK 6016 1331 9268 19');
    await typeInto('Phone', '+44 7911 123456');
    await userEvent.click(screen.getByLabelText('Blood group', { exact: false }));
    const options = await screen.findAllByRole('option');
    // English writes the letter O for group 0.
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['O Rh+', 'O Rh-', 'A Rh+', 'A Rh-', 'B Rh+', 'B Rh-', 'AB Rh+', 'AB Rh-']);
    await userEvent.click(screen.getByRole('option', { name: 'O Rh-' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.Mui-error')).toBeNull();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      fullName: 'Çağrı İlkay Öztürk',
      nationalId: '10000000146',
      iban: 'GB29 NWBK 6016 1331 9268 19',
      phone: '+44 7911 123456',
      bloodGroup: '0 Rh-',
    });
  });
});

describe('the validator field kinds as values', () => {
  const record = {
    id: 'p1',
    fullName: 'Çağrı Öztürk',
    nationalId: '10000000146',
    iban: 'TR330006100519786457841326',
    phone: '+90 5321234567',
    bloodGroup: '0 Rh+',
  };

  it('show the IBAN in groups of four, the phone as a link and the blood group in the user’s language', async () => {
    renderInAdmin(
      <RecordContextProvider value={record}>
        <ShowFields entry={people} fields={SOURCES} />
      </RecordContextProvider>,
      { path: '/test/kind-people/detail/p1', dataProvider: testDataProvider(), entries: [people] },
    );
    expect(await screen.findByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument();
    expect(screen.getByText('Çağrı Öztürk')).toBeInTheDocument();
    expect(screen.getByText('10000000146')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+90 5321234567' })).toHaveAttribute('href', 'tel:+905321234567');
    expect(screen.getByText('O Rh+')).toBeInTheDocument();
  });

  it('in Turkish, group 0 keeps its zero', async () => {
    renderInAdmin(
      <RecordContextProvider value={record}>
        <ShowFields entry={people} fields={['bloodGroup']} />
      </RecordContextProvider>,
      { path: '/test/kind-people/detail/p1', dataProvider: testDataProvider(), entries: [people], language: 'tr' },
    );
    expect(await screen.findByText('0 Rh+')).toBeInTheDocument();
  });
});
