import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../src/domain/constants';
import { darkTheme, lightTheme } from '../../src/theme';

const AA = 4.5;
const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme', (_mode, options) => {
  const theme = createTheme(options);

  it.each(COLORS)('text on %s passes WCAG AA', (color) => {
    const { main, contrastText } = theme.palette[color];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA);
  });

  it('primary-coloured text (links, outlined buttons) is readable on the page and on paper', () => {
    expect(getContrastRatio(theme.palette.primary.main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(theme.palette.primary.main, theme.palette.background.paper)).toBeGreaterThanOrEqual(AA);
  });

  it("uses the spec's breakpoints, sidebar widths, header height and Roboto", () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(options.sidebar).toEqual({ width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH });
    expect(JSON.stringify(options.components?.RaAppBar)).toContain(`"minHeight":${HEADER_HEIGHT}`);
    expect(theme.typography.fontFamily).toMatch(/^Roboto,/);
  });
});

describe('brand colours', () => {
  it('are purple and yellow in the light theme', () => {
    const theme = createTheme(lightTheme);
    expect(theme.palette.primary.main).toBe('#5d3ebc');
    expect(theme.palette.secondary.main).toBe('#ffd10d');
  });
});
