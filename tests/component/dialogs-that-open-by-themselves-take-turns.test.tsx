import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialogTurn } from '../../src/framework/dialogTurns';

// The push consent popup and the boosted feature both open by themselves on a first visit of the
// day: one at a time, the second once the first is closed.
function SelfOpeningDialog({ id }: { id: string }) {
  const [wanted, setWanted] = useState(true);
  const open = useDialogTurn(id, wanted);
  if (!open) return null;
  return (
    <div role="dialog" aria-label={id}>
      <button type="button" onClick={() => setWanted(false)}>
        close {id}
      </button>
    </div>
  );
}

describe('dialogs that open by themselves', () => {
  it('open one at a time, in the order they asked, the next when the first closes', async () => {
    render(
      <>
        <SelfOpeningDialog id="push-consent" />
        <SelfOpeningDialog id="boosted-feature" />
      </>,
    );
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('push-consent');
    await act(async () => screen.getByRole('button', { name: 'close push-consent' }).click());
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('boosted-feature');
    await act(async () => screen.getByRole('button', { name: 'close boosted-feature' }).click());
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('lets the next one open when the first leaves the page without closing', async () => {
    const { rerender } = render(
      <>
        <SelfOpeningDialog key="a" id="push-consent" />
        <SelfOpeningDialog key="b" id="boosted-feature" />
      </>,
    );
    expect((await screen.findByRole('dialog')).getAttribute('aria-label')).toBe('push-consent');
    rerender(<SelfOpeningDialog key="b" id="boosted-feature" />);
    expect((await screen.findByRole('dialog')).getAttribute('aria-label')).toBe('boosted-feature');
  });
});
