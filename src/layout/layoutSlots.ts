import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app puts into the shell: the header's widgets. The layout draws the frame and knows no
 * widget; src/App.tsx composes the two (the layers point one way: widgets are beside the layout).
 */
export interface LayoutSlots {
  headerWidgets?: ReactNode;
}

export const LayoutSlotsContext = createContext<LayoutSlots>({});

export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}
