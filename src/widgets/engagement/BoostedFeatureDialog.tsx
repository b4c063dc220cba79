import { useMemo } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isPanelPath, type BoostedFeatureReply } from '../../domain/engagement';
import { toEnabledLanguage } from '../../domain/languages';
import { localised } from '../../domain/notifications';
import { sanitizeHtml } from '../../framework/sanitizeHtml';

/** An image the panel may show: one of its own paths or an https address. */
const showableImage = (url: string) => isPanelPath(url) || /^https:\/\/[^\s/\\]+\//.test(url);

/**
 * The boosted feature's dialog: its title, image and sanitized HTML description in the panel
 * language, "Not now" and "Show me" (its page inside the panel, `target`).
 */
export default function BoostedFeatureDialog({
  content,
  target,
  open,
  onClose,
}: {
  content: NonNullable<BoostedFeatureReply['content']>;
  target: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const language = toEnabledLanguage(useLocale());
  const navigate = useNavigate();
  const html = useMemo(() => sanitizeHtml(localised(content.description, language)), [content, language]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="boosted-feature-title" maxWidth="sm" fullWidth data-boosted-feature>
      <DialogTitle id="boosted-feature-title">{localised(content.title, language)}</DialogTitle>
      <DialogContent>
        {showableImage(content.imageCDNUrl) ? (
          <Box
            component="img"
            src={content.imageCDNUrl}
            alt={translate('engagement.boosted_image')}
            sx={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'contain', mb: 2, borderRadius: 1 }}
          />
        ) : null}
        <Box sx={{ overflowWrap: 'anywhere', '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('engagement.boosted_close')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate(target);
          }}
        >
          {translate('engagement.boosted_open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
