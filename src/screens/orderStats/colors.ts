// One colour per kind of count, the same in the cards, the chart and its legend.
import type { Theme } from '@mui/material';
import type { CountKind } from '../../domain/orders';

export function kindColor(theme: Theme, kind: CountKind): string {
  switch (kind) {
    case 'successful':
      return theme.palette.success.main;
    case 'missed':
      return theme.palette.error.main;
    default:
      return theme.palette.info.main;
  }
}
