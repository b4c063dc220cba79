import { useEffect, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViewLoading } from '../../framework/viewLoading';

// Shown only past a short wait: a view already cached or quick to fetch makes no flash.
const SHOW_AFTER_MS = 150;

/**
 * A thin bar along the header's lower edge while the page just asked for is still loading its
 * code: the old page stays on screen meanwhile, so the click shows it was taken.
 */
export function ViewLoadingBar() {
  const translate = useTranslate();
  const loading = useViewLoading();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={translate('app.layout.opening_page')}
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }}
    />
  );
}
