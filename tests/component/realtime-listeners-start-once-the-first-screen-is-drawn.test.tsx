// The realtime socket and its listeners wait for the first screen: the layout's watch says it is
// drawn once no call and no view's code is under way for a moment; until then the listeners are
// not drawn (src/realtime/AfterFirstScreen.tsx).
import { act, render, screen as page, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trackViewLoad } from '../../src/framework/viewLoading';
import { FirstScreenWatch } from '../../src/layout/FirstScreenWatch';
import { AfterFirstScreen } from '../../src/realtime/AfterFirstScreen';
import { createFirstScreen } from '../../src/realtime/firstScreen';

/** Longer than the watch's quiet wait and an idle moment after it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 900)));

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function Call({ answer }: { answer: Promise<void> }) {
  useQuery({ queryKey: ['first-screen-call'], queryFn: () => answer.then(() => 'answered') });
  return null;
}

function setup(answer: Promise<void>) {
  // no wait ends by the clock here: only the watch's word counts
  const firstScreen = createFirstScreen(60_000);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Call answer={answer} />
      <FirstScreenWatch screen={firstScreen} />
      <AfterFirstScreen firstScreen={firstScreen}>
        <p>listening</p>
      </AfterFirstScreen>
    </QueryClientProvider>,
  );
  return firstScreen;
}

describe('the first screen', () => {
  it('is drawn once the page has settled, and only then come the listeners', async () => {
    const call = deferred();
    const firstScreen = setup(call.promise);
    await settle();
    expect(firstScreen.isDrawn).toBe(false);
    expect(page.queryByText('listening')).toBeNull();
    call.resolve();
    await waitFor(() => expect(firstScreen.isDrawn).toBe(true));
    expect(await page.findByText('listening')).toBeInTheDocument();
  });

  it("waits for a view's code as it waits for a call", async () => {
    const call = deferred();
    const view = deferred();
    void trackViewLoad(view.promise);
    const firstScreen = setup(call.promise);
    call.resolve();
    await settle();
    expect(firstScreen.isDrawn).toBe(false);
    view.resolve();
    await waitFor(() => expect(firstScreen.isDrawn).toBe(true));
  });
});
