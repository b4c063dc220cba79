// While a lazily loaded page fetches its code, the router keeps the old page on screen: the header
// shows a progress bar meanwhile (past a short wait, so a quick load makes no flash), and takes it
// away once the code is in, whether it loaded or failed.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackViewLoad } from '../../src/framework/viewLoading';
import { ViewLoadingBar } from '../../src/layout/header/ViewLoadingBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function pending() {
  let settle!: (ok: boolean) => void;
  const load = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve('view') : reject(new Error('chunk failed')));
  });
  return { load, settle };
}

const bar = () => screen.queryByRole('progressbar', { name: 'app.layout.opening_page' });

describe('the header while a page loads its code', () => {
  it.each([
    ['loads', true],
    ['fails', false],
  ])('shows a bar past 150 ms and takes it away when the code %s', async (_how, ok) => {
    render(<ViewLoadingBar />);
    const first = pending();
    let tracked!: Promise<string>;
    act(() => {
      tracked = trackViewLoad(first.load).catch(() => 'caught');
    });
    await act(async () => vi.advanceTimersByTime(100));
    expect(bar()).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(bar()).not.toBeNull();

    // a second page asked for meanwhile keeps the bar until both are in
    const second = pending();
    let alsoTracked!: Promise<string>;
    act(() => {
      alsoTracked = trackViewLoad(second.load);
    });
    await act(async () => {
      first.settle(ok);
      await tracked;
    });
    expect(bar()).not.toBeNull();
    await act(async () => {
      second.settle(true);
      await alsoTracked;
    });
    expect(bar()).toBeNull();
  });

  it('shows nothing for a page whose code comes at once', async () => {
    render(<ViewLoadingBar />);
    await act(async () => {
      await trackViewLoad(Promise.resolve('view'));
      vi.advanceTimersByTime(500);
    });
    expect(bar()).toBeNull();
  });
});
