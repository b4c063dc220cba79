import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

type Components = Record<string, { defaultProps?: Record<string, unknown> } | undefined>;

/**
 * react-admin draws a bare progress bar where a reference is still loading (ReferenceField,
 * ReferenceInput and the like, after a second): it gets the translated "Loading" as its name,
 * so screen readers say what it is (axe: aria-progressbar-name).
 */
export function ProgressLabels({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withLabel = useCallback(
    (outer: Theme): Theme => {
      const components = (outer.components ?? {}) as Components;
      const progress = components.RaLinearProgress;
      return {
        ...outer,
        components: { ...outer.components, RaLinearProgress: { ...progress, defaultProps: { ...progress?.defaultProps, 'aria-label': label } } } as Theme['components'],
      };
    },
    [label],
  );
  return <ThemeProvider theme={withLabel}>{children}</ThemeProvider>;
}
