/**
 * Read by screen readers, not drawn (a table caption, a figure told in words beside a chart). The
 * sizes are strings: in MUI's `sx` a bare 1 means 100% and -1 a spacing step, in `style` a pixel.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
