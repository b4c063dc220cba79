// Light and dark themes on top of react-admin's defaults: brand purple and yellow, the spec's
// breakpoints, sidebar widths and header height, self-hosted Roboto (see fonts.ts).
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS, HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './domain/constants';
import { BRAND_COLORS } from './domain/brand';

export { BRAND_COLORS };

const FONT_FAMILY = ['Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

// Shared by both modes. MUI needs xs at 0; the spec's xs 480 and xxl 1600 stay in constants.ts.
const common: RaThemeOptions = {
  breakpoints: {
    values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
  typography: { fontFamily: FONT_FAMILY },
  shape: { borderRadius: 8 },
  palette: {
    // MUI picks white or dark text for each colour; 4.5 makes that choice meet WCAG AA for
    // normal text (the default 3 gives white on MUI's orange warning, which fails).
    contrastThreshold: 4.5,
    secondary: { main: BRAND_COLORS.yellow, contrastText: BRAND_COLORS.ink },
  },
  components: {
    // The header is 55 px high at every width: react-admin's Layout and Sidebar assume 48/56,
    // so their offsets follow the same number.
    RaAppBar: {
      defaultProps: { color: 'primary' },
      styleOverrides: {
        root: { '& .RaAppBar-toolbar': { minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT } },
      },
    },
    RaLayout: {
      styleOverrides: { root: { '& .RaLayout-appFrame': { marginTop: HEADER_HEIGHT } } },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          '&.RaSidebar-appBarCollapsed': { marginTop: -HEADER_HEIGHT },
          '& .RaSidebar-fixed': { height: `calc(100vh - ${HEADER_HEIGHT}px)` },
        },
      },
    },
    MuiButton: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
    },
    // react-admin's loading page (a lazy screen taking over a second) writes "Please wait" in
    // text.disabled, 2.5:1 on the page: text.secondary reads at AA in both modes
    RaLoading: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

/**
 * The keyboard focus indicator (WCAG 2.2 2.4.7, 2.4.11): a 3 px ring in `ring` outside a 2 px
 * band in `band`, so one of the two stands out at 3:1 or more on any background the panel has
 * (the page, cards, the purple header). MUI's ButtonBase removes the browser's outline, hence
 * its own override; every other focusable element gets it from the baseline.
 */
function focusRing(ring: string, band: string) {
  const visible = { outline: `3px solid ${ring}`, outlineOffset: '2px', boxShadow: `0 0 0 2px ${band}` };
  return {
    MuiCssBaseline: { styleOverrides: { ':focus-visible': visible } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': visible } } },
    // buttons set their own focus shadow (none for text buttons): the band must win there too
    MuiButton: { styleOverrides: { root: { '&.Mui-focusVisible': visible } } },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': visible } } },
    // a text field's ring goes round the whole field, not the bare <input> inside it
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': visible } } },
    // react-admin's skip link drew white text on the page background: invisible even when focused
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          backgroundColor: ring,
          color: band,
          fontWeight: 600,
          '&:hover': { backgroundColor: ring, opacity: 1 },
          '&:focus': visible,
        },
      },
    },
  };
}

export const lightTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultLightTheme, common),
  {
    components: {
      ...focusRing(BRAND_COLORS.purpleDark, '#ffffff'),
      // on the purple header a dark purple ring would not show: yellow there (5:1)
      RaAppBar: {
        styleOverrides: { root: { '& .Mui-focusVisible, & :focus-visible': { outlineColor: `${BRAND_COLORS.yellow} !important` } } },
      },
    },
    palette: {
      mode: 'light',
      primary: { main: BRAND_COLORS.purple, dark: BRAND_COLORS.purpleDark, contrastText: '#ffffff' },
      // MUI's red (#d32f2f) reads at 4:1 on a filled field's grey: a field in error said its label
      // and message below 4.5:1; this red reads at 5.3:1 there (4.9:1 hovered)
      error: { main: '#b71c1c' },
      background: { default: '#f6f4fb' },
    },
  } satisfies RaThemeOptions,
);

// On a dark background the brand purple is too dark to read (2.5:1), so the dark theme uses a
// lighter tint of it with dark text on top.
export const darkTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultDarkTheme, common),
  {
    components: focusRing(BRAND_COLORS.yellow, BRAND_COLORS.ink),
    palette: {
      mode: 'dark',
      primary: { main: BRAND_COLORS.purpleLight, contrastText: BRAND_COLORS.ink },
    },
  } satisfies RaThemeOptions,
);
