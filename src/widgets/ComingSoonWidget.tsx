import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HeaderPopoverButton } from './HeaderPopoverButton';
import type { HeaderWidget } from './headerWidgetList';

/** A header slot whose widget is not built yet: a labelled button and a short popover saying so. */
export function ComingSoonWidget({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  return (
    <HeaderPopoverButton widget={widget} paperSx={{ p: 2, maxWidth: 280 }}>
      {() => (
        <>
          <Typography variant="subtitle2" component="p">
            {translate(widget.labelKey)}
          </Typography>
          <Typography variant="body2">{translate('app.layout.widget.coming_soon')}</Typography>
        </>
      )}
    </HeaderPopoverButton>
  );
}
