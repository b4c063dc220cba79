// The spec's `{product}` placeholder is the brand key: one constant drives the people role,
// the company-employee flag on the user and the label of order type 1.
export const PRODUCT = 'quick' as const;
export const PEOPLE_ROLE = `${PRODUCT}_people` as const;
export const EMPLOYEE_FLAG = `is${PRODUCT.charAt(0).toUpperCase()}${PRODUCT.slice(1)}Employee` as 'isQuickEmployee';
export const BRAND_NAME = 'Quick';
