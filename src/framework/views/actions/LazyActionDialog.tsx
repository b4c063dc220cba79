import { lazy, Suspense, type ComponentProps } from 'react';

// An action's dialog (its form, its inputs) loads when an action is first opened: a list or a
// detail that only shows the buttons never downloads it.
const ActionDialog = lazy(() => import('./ActionDialog').then((module) => ({ default: module.ActionDialog })));

export function LazyActionDialog(props: ComponentProps<typeof ActionDialog>) {
  return (
    <Suspense fallback={null}>
      <ActionDialog {...props} />
    </Suspense>
  );
}
