import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { calendarDay } from '../../domain/dates';
import { boostedModalDue, isPanelPath } from '../../domain/engagement';
import { toEnabledLanguage } from '../../domain/languages';
import { localised } from '../../domain/notifications';
import type { NamesPanelRoute } from '../../domain/redirect';
import { useCalls } from '../../framework/calls';
import { sanitizeHtml } from '../../framework/sanitizeHtml';
import { boostedModalHeldBack } from './boostedModalOverride';
import { markShownOn, readShownOn } from './boostedShownOn';

export const BOOSTED_FEATURE_KEY = ['engagement', 'boosted-feature'] as const;

/** An image the panel may show: one of its own paths or an https address. */
const showableImage = (url: string) => isPanelPath(url) || /^https:\/\/[^\s/\\]+\//.test(url);

/**
 * The boosted-feature modal (spec 2 and 4): title, sanitized HTML description and image of the
 * running feature, and a button to its page inside the panel. It opens once per calendar day in
 * the user's chosen time zone (`timeZone`), for `userId` (boostedShownOn.ts); a feature whose
 * redirect is not a panel route is not shown at all. The role is checked by the header.
 */
export function BoostedFeatureDialog({ userId, timeZone, namesPanelRoute }: { userId: string; timeZone?: string; namesPanelRoute: NamesPanelRoute }) {
  const translate = useTranslate();
  const language = toEnabledLanguage(useLocale());
  const navigate = useNavigate();
  const { engagement } = useCalls();
  // decided once, as the panel loads: the day rolling over while it is open does not reopen it
  const [today] = useState(() => calendarDay(new Date(), timeZone));
  const [due] = useState(() => !boostedModalHeldBack() && boostedModalDue(readShownOn(), userId, today));
  const [closed, setClosed] = useState(false);
  const { data } = useQuery({
    queryKey: BOOSTED_FEATURE_KEY,
    queryFn: ({ signal }) => engagement.boostedFeature(signal),
    enabled: due,
    staleTime: Infinity,
    retry: false,
  });
  const content = data?.active ? data.content : null;
  const target = content && isPanelPath(content.redirectPath) && namesPanelRoute(new URL(content.redirectPath, 'https://panel.invalid').pathname) ? content.redirectPath : null;
  const open = due && !closed && content !== null && target !== null;
  useEffect(() => {
    if (open) markShownOn(userId, today);
  }, [open, userId, today]);
  const html = useMemo(() => (content ? sanitizeHtml(localised(content.description, language)) : ''), [content, language]);
  if (!content || !target) return null;
  const close = () => setClosed(true);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="boosted-feature-title" maxWidth="sm" fullWidth data-boosted-feature>
      <DialogTitle id="boosted-feature-title">{localised(content.title, language)}</DialogTitle>
      <DialogContent>
        {showableImage(content.imageCDNUrl) ? (
          <Box component="img" src={content.imageCDNUrl} alt={translate('engagement.boosted_image')} sx={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'contain', mb: 2, borderRadius: 1 }} />
        ) : null}
        <Box sx={{ overflowWrap: 'anywhere', '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('engagement.boosted_close')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            navigate(target);
          }}
        >
          {translate('engagement.boosted_open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default BoostedFeatureDialog;
