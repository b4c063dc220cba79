// The spec's `{product}` placeholder is the brand key: one constant drives the people role,
// the company-employee flag on the user and the label of order type 1.
export const PRODUCT = 'quick' as const;
export const PEOPLE_ROLE = `${PRODUCT}_people` as const;
export const EMPLOYEE_FLAG = `is${PRODUCT.charAt(0).toUpperCase()}${PRODUCT.slice(1)}Employee` as 'isQuickEmployee';
export const BRAND_NAME = 'Quick';
/** The panel's own name: the end of every page's document title ("Live map · Franchise Panel"). */
export const APP_NAME = 'Franchise Panel';

/** A tab's title: the page first, so tabs of the panel tell themselves apart. */
export const documentTitle = (page: string | null | undefined): string => (page ? `${page} · ${APP_NAME}` : APP_NAME);

/** The brand's colours: the MUI theme and the sign-in page (which loads before MUI) both read them. */
export const BRAND_COLORS = {
  purple: '#5d3ebc',
  purpleDark: '#3f2a85',
  purpleLight: '#b39cf5',
  yellow: '#ffd10d',
  ink: '#1b1036',
} as const;
