// react-admin's loading page (shown when a lazy screen takes over a second, so under load) drew
// "Please wait" in text.disabled: 2.5:1 on the page, a serious axe violation. Rendered with the
// panel's themes, every text of it must read at WCAG AA on the page background.
import { createTheme, decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, Loading } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '../../src/theme';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** `color` as seen over `background`: a translucent text colour (MUI's text.*) mixes with the page. */
function over(color: string, background: string): string {
  const [r, g, b, a = 1] = decomposeColor(color).values;
  const [br, bg, bb] = decomposeColor(background).values;
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `rgb(${mix(r, br)}, ${mix(g, bg)}, ${mix(b, bb)})`;
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the loading page in the %s theme', (_mode, options) => {
  it('writes its texts at 4.5:1 or more on the page background', async () => {
    const theme = createTheme(options);
    render(
      <AdminContext>
        <ThemeProvider theme={theme}>
          <Loading />
        </ThemeProvider>
      </AdminContext>,
    );
    await act(async () => {
      vi.advanceTimersByTime(1100); // it shows after a second
    });
    const texts = [screen.getByText('ra.page.loading'), screen.getByText('ra.message.loading')];
    for (const text of texts) {
      const color = getComputedStyle(text).color;
      expect(color, text.textContent!).not.toBe('');
      expect(getContrastRatio(over(color, theme.palette.background.default), theme.palette.background.default), text.textContent!).toBeGreaterThanOrEqual(4.5);
    }
  });
});
