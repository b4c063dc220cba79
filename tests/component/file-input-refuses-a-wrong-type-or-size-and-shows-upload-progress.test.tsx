// The `file` field kind as the generated forms and views draw it: a file of another type or over
// the limit is refused at once with its message (no call made), a good one goes to the signed
// upload link with a progress bar and lands in the form as its reference; Remove clears it; the
// detail shows the file as a link with its name and size in the panel's language.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../src/domain/declaration/entry';
import { file } from '../../src/domain/declaration/fields';
import { MAX_FILE_BYTES } from '../../src/domain/files';
import { FieldInput } from '../../src/framework/views/fields/FieldInput';
import { FieldValue } from '../../src/framework/views/fields/FieldValue';
import { fakeTransport, WithTransport } from './support/fakeTransport';
import { renderInAdmin, storeTurkishSession } from './support/renderGenerated';

const documents = defineResource({
  name: 'kind-documents',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/kind-documents/list', show: '/test/kind-documents/detail/:id' },
  messages: { en: { name: 'Documents', fields: { scan: 'Scan' } }, tr: { name: 'Belgeler', fields: { scan: 'Tarama' } } },
  fields: { scan: file() },
});

/** An XMLHttpRequest the test drives: it records the PUT and answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const GRANT = { key: '11111111-2222-4333-8444-555555555555', contentType: 'application/pdf', uploadUrl: '/api/files/upload/11111111-2222-4333-8444-555555555555?signature=abc', expiresAt: '2030-01-01T00:00:00.000Z' };

function renderForm(onSubmit: (values: Record<string, unknown>) => void, language: 'en' | 'tr' = 'en') {
  const transport = fakeTransport((path) => {
    if (path === '/files/upload-url') return GRANT;
    throw new Error(`unexpected call ${path}`);
  });
  const utils = renderInAdmin(
    <WithTransport transport={transport}>
      <Form onSubmit={onSubmit} record={{ id: 'd1' }} noValidate>
        <FieldInput resource="kind-documents" source="scan" field={documents.fields.scan} />
        <button type="submit">Submit</button>
      </Form>
    </WithTransport>,
    { path: '/test/kind-documents/create', dataProvider: testDataProvider(), entries: [documents], language },
  );
  return { ...utils, transport };
}

const chooser = () => screen.getByTestId('file-input-scan') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  storeTurkishSession();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('the file input', () => {
  it('refuses a file of another type with the accepted types, asking the gateway nothing', async () => {
    const { transport } = renderForm(vi.fn());
    await user().upload(chooser(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('setup.exe: Not an accepted type: PDF, PNG, JPEG, TIFF, WEBP, AVIF, BMP'));
    expect(transport.request).not.toHaveBeenCalled();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file over the limit, in Turkish too', async () => {
    const { transport } = renderForm(vi.fn(), 'tr');
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'buyuk.pdf', { type: 'application/pdf' });
    await user().upload(chooser(), big);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('buyuk.pdf: Çok büyük: en fazla 10 MB'));
    expect(transport.request).not.toHaveBeenCalled();
  });

  it('sends a good file to the signed link with a progress bar, then holds its reference; Remove clears it', async () => {
    const onSubmit = vi.fn();
    const { transport } = renderForm(onSubmit);
    expect(screen.getByText('PDF, PNG, JPEG, TIFF, WEBP, AVIF, BMP · ≤ 10 MB')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.4 scan'], 'ruhsat.pdf', { type: 'application/pdf' });
    await user().upload(chooser(), pdf);

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(transport.request).toHaveBeenCalledWith('/files/upload-url', expect.objectContaining({ method: 'POST', body: { fileName: 'ruhsat.pdf', contentType: 'application/pdf', size: pdf.size } }));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toContain('/api/files/upload/11111111-2222-4333-8444-555555555555?signature=abc');
    expect(xhr.headers['Content-Type']).toBe('application/pdf');
    expect(xhr.headers.Authorization).toBeUndefined();
    expect(xhr.body).toBe(pdf);

    act(() => xhr.progress(6, 13));
    const bar = screen.getByRole('progressbar', { name: 'ruhsat.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    act(() => xhr.answer(201, { key: GRANT.key, name: 'ruhsat.pdf', type: 'application/pdf', size: pdf.size }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('ruhsat.pdf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].scan).toEqual({ key: GRANT.key, name: 'ruhsat.pdf', type: 'application/pdf', size: pdf.size });

    await userEvent.click(screen.getByRole('button', { name: 'Remove: ruhsat.pdf' }));
    expect(screen.queryByText('ruhsat.pdf')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan Add' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0].scan).toBeNull();
  });

  it('says why the gateway refused the bytes', async () => {
    renderForm(vi.fn());
    await user().upload(chooser(), new File(['MZ..'], 'invoice.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(400, { code: 'FILE_CONTENT_MISMATCH', message: 'The file’s content does not match its type' }));
    // the alert is there from the start (empty, so a screen reader hears it when it fills): wait for its text
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file’s content does not match its type'));
    expect(screen.queryByText('invoice.pdf')).toBeNull();
  });
});

describe('the file in the detail', () => {
  it('is a download link with its name and the size in the panel’s language', () => {
    const record = { id: 'd1', scan: { key: GRANT.key, name: 'ruhsat.pdf', type: 'application/pdf', size: 2_516_582, url: '/api/files/x?franchise=f&expires=9999999999&signature=s' } };
    renderInAdmin(
      <ResourceContextProvider value="kind-documents">
        <RecordContextProvider value={record}>
          <FieldValue resource="kind-documents" source="scan" field={documents.fields.scan} />
        </RecordContextProvider>
      </ResourceContextProvider>,
      { path: '/test/kind-documents/detail/d1', dataProvider: testDataProvider(), entries: [documents], language: 'tr' },
    );
    const link = screen.getByRole('link', { name: /ruhsat\.pdf/ });
    expect(link).toHaveTextContent('ruhsat.pdf (2,4 MB)');
    expect(link).toHaveAttribute('download', 'ruhsat.pdf');
    expect(link.getAttribute('href')).toMatch(/^http:\/\/[^/]+\/api\/files\/x\?franchise=f&expires=9999999999&signature=s$/);
  });
});
