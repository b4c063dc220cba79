// Issue 9, item 3, for hand-written forms (the vehicle counts, held in component state): values
// typed when the session ends are kept for that user and form (useKeptDraft, over
// authProvider/drafts.ts) and come back, with the version they were made on, when the same user
// opens the form again; another user does not get them, and signing out on purpose keeps nothing.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDraft } from '../../authProvider/drafts';
import { confirmDiscardingUnsavedChanges } from '../../src/framework/unsavedChanges';
import { useKeptDraft } from '../../src/framework/views/forms/useKeptDraft';
import { signInAs } from './support/versionedGadgets';

function Counts({ onRestored }: { onRestored?: (draft: FormDraft) => void }) {
  const [values, setValues] = useState<Record<string, string>>({ '500': '0' });
  const [version, setVersion] = useState('v1');
  useKeptDraft({
    resource: 'shift-plan/vehicle-counts',
    id: 'store-1:2031-11-10',
    values,
    dirty: values['500'] !== '0',
    version,
    onRestored: (draft) => {
      setValues({ ...values, ...(draft.values as Record<string, string>) });
      if (draft.version) setVersion(draft.version);
      onRestored?.(draft);
    },
  });
  return (
    <label>
      E-bike <input value={values['500']} onChange={(event) => setValues({ '500': event.target.value })} />
      <output>{version}</output>
    </label>
  );
}

const endSession = () => {
  localStorage.removeItem('accessToken');
  localStorage.removeItem('refreshToken');
  localStorage.removeItem('user');
};
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:'));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

async function typeThenLoseTheSession(value: string) {
  signInAs('u1');
  render(<Counts />);
  const input = screen.getByLabelText(/E-bike/);
  await userEvent.setup().clear(input);
  await userEvent.setup().type(input, value);
  endSession();
  cleanup(); // the app leaves for the sign-in page
}

describe('a hand-written form whose session ended', () => {
  it('gives the same user the typed values back, with the version they were made on, once', async () => {
    await typeThenLoseTheSession('7');
    expect(drafts()).toHaveLength(1);
    signInAs('u1');
    const restored = vi.fn();
    render(<Counts onRestored={restored} />);
    expect(screen.getByLabelText(/E-bike/)).toHaveValue('7');
    expect(restored).toHaveBeenCalledWith({ values: { '500': '7' }, version: 'v1' });
    // the form holds them now: the draft is gone
    expect(drafts()).toEqual([]);
  });

  it('gives another user nothing', async () => {
    await typeThenLoseTheSession('7');
    signInAs('u2');
    render(<Counts />);
    expect(screen.getByLabelText(/E-bike/)).toHaveValue('0');
  });

  it('keeps nothing while signed in, nor when the user signed out on purpose', async () => {
    signInAs('u1');
    render(<Counts />);
    await userEvent.setup().type(screen.getByLabelText(/E-bike/), '5');
    cleanup(); // left while signed in: the leave guard asked, nothing is a draft
    expect(drafts()).toEqual([]);

    render(<Counts />);
    await userEvent.setup().type(screen.getByLabelText(/E-bike/), '5');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    act(() => {
      expect(confirmDiscardingUnsavedChanges('Leave?')).toBe(true);
    });
    endSession();
    cleanup();
    expect(drafts()).toEqual([]);
  });

  it('keeps nothing when the values were not changed', async () => {
    signInAs('u1');
    render(<Counts />);
    endSession();
    cleanup();
    expect(drafts()).toEqual([]);
  });
});
