// The benchmark page: the real WeekGrid of /staff/plan, with the screen's own derivation
// (gridRows) of a synthetic week of 200 people and 2,000 slots, driven by scripts/bench/shift-plan.ts
// through window.bench. Built on its own by that script; not part of the panel's build.
import { I18nContextProvider } from 'ra-core';
import { useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ShiftPlanWeek } from '../../src/domain/shiftPlan';
import { WeekGrid, type Focus } from '../../src/screens/shiftPlan/WeekGrid';
import { gridRows } from '../../src/screens/shiftPlan/weekGridRows';
import { bigWeek } from './synthetic';

// Texts do not change the work: the keys come back with their values filled in.
const i18nProvider = {
  translate: (key: string, options?: Record<string, unknown>) => (options ? `${key} ${Object.values(options).join(' ')}` : key),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

const ignore = () => undefined;

function Plan({ week }: { week: ShiftPlanWeek }) {
  const [focus, setFocus] = useState<Focus>({ row: 0, col: 1 });
  const rows = useMemo(() => gridRows(week, new Intl.Collator('en')), [week]);
  const labels = useMemo(() => week.days.map((day) => day.slice(5)), [week]);
  return <WeekGrid rows={rows} dayLabels={labels} timeZone={week.timeZone} focus={focus} onFocus={setFocus} onOpenCell={ignore} openLabel="Open slots" />;
}

let root: Root | null = null;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

declare global {
  interface Window {
    bench: {
      mount(counts: { people: number; slots: number }): Promise<{ paintedMs: number; rowsRendered: number }>;
      scroll(options: { seconds: number; pxPerFrame: number }): Promise<{ frames: number[]; wall: number[] }>;
      keys(count: number): Promise<{ perKeyMs: number[] }>;
    };
  }
}

window.bench = {
  async mount({ people, slots }) {
    root?.unmount();
    await nextFrame();
    const week = bigWeek(people, slots);
    const started = performance.now();
    root = createRoot(document.getElementById('root')!);
    root.render(
      <I18nContextProvider value={i18nProvider as never}>
        <Plan week={week} />
      </I18nContextProvider>,
    );
    // the frame after the rows are in the DOM is the first one painted with them
    while (!document.querySelector('[data-row]')) await nextFrame();
    await nextFrame();
    return { paintedMs: performance.now() - started, rowsRendered: document.querySelectorAll('[role="row"][data-row]').length };
  },
  async scroll({ seconds, pxPerFrame }) {
    const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
    const frames: number[] = [];
    const wall: number[] = [];
    let last = await nextFrame();
    let lastWall = performance.now();
    const end = last + seconds * 1000;
    let direction = 1;
    while (last < end) {
      if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) direction = -1;
      if (grid.scrollTop <= 0) direction = 1;
      grid.scrollTop += direction * pxPerFrame;
      const now = await nextFrame();
      frames.push(now - last);
      wall.push(performance.now() - lastWall);
      last = now;
      lastWall = performance.now();
    }
    return { frames, wall };
  },
  async keys(count) {
    const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
    grid.scrollTop = 0;
    for (let wait = 0; wait < 60 && !grid.querySelector('[data-cell="0:1"]'); wait++) await nextFrame();
    grid.querySelector<HTMLElement>('[data-cell="0:1"]')!.focus();
    const perKeyMs: number[] = [];
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      await nextFrame();
      await nextFrame();
      perKeyMs.push(performance.now() - started);
    }
    return { perKeyMs };
  },
};
document.title = 'ready';
