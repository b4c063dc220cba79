import { useMemo, type MouseEvent } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../domain/dates';
import type { EnabledLanguageCode } from '../../domain/languages';
import { ANNOUNCEMENT_LIST_PATH, localised, type Announcement } from '../../domain/notifications';
import { sanitizeHtml } from '../../framework/sanitizeHtml';

/** One announcement: title (a link to it, in the list), date, read state and its HTML text, sanitized. */
export function AnnouncementCard({
  announcement,
  language,
  timeZone,
  linked,
  onMarkRead,
}: {
  announcement: Announcement;
  language: EnabledLanguageCode;
  timeZone?: string;
  /** In the list the title leads to the announcement's own page. */
  linked: boolean;
  onMarkRead: (announcement: Announcement) => void;
}) {
  const translate = useTranslate();
  const html = useMemo(() => sanitizeHtml(localised(announcement.text, language)), [announcement.text, language]);
  const title = localised(announcement.title, language);
  const navigate = useNavigate();
  // a link of the text to a panel page opens it inside the panel, not by reloading it
  const followPanelLink = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.ctrlKey || event.metaKey || event.shiftKey || anchor?.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Card variant="outlined" component="article" data-announcement={announcement._id} data-read={announcement.read}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1, fontWeight: announcement.read ? 500 : 700, overflowWrap: 'anywhere' }}>
            {linked ? (
              <Link component={RouterLink} to={`${ANNOUNCEMENT_LIST_PATH}/${encodeURIComponent(announcement._id)}`} color="inherit" underline="hover">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          <Chip
            size="small"
            label={translate(announcement.read ? 'pages.announcements.read' : 'pages.announcements.unread')}
            color={announcement.read ? 'default' : 'primary'}
            variant={announcement.read ? 'outlined' : 'filled'}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {translate('pages.announcements.published', { date: formatDateTime(announcement.createdAt, language, timeZone) })}
        </Typography>
        <Box
          sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& img': { maxWidth: '100%' }, '& a': { color: 'primary.main' } }}
          onClick={followPanelLink}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </CardContent>
      {announcement.read ? null : (
        <CardActions>
          <Button size="small" onClick={() => onMarkRead(announcement)}>
            {translate('pages.announcements.mark_read')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
