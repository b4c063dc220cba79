// /announcement/list/:id? (spec 2 and 8): the franchise's announcements, newest first, each with
// its date in the user's time zone and language, its read state and its text (HTML, sanitized);
// with an id, that one alone, read as it opens. Reading is optimistic (useAnnouncements).
import { useEffect } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ANNOUNCEMENT_LIST_PATH } from '../../domain/notifications';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { AnnouncementCard } from './AnnouncementCard';
import { useAnnouncements } from './useAnnouncements';

export default function AnnouncementsPage() {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const { language, timeZone } = usePanelFormat();
  const { list, markRead } = useAnnouncements();
  const announcements = list.data?.announcements;
  const opened = id ? announcements?.find((announcement) => announcement._id === id) : undefined;

  // an announcement opened by its own path (a notification's click-through) is read
  const openedUnread = opened && !opened.read ? opened : undefined;
  useEffect(() => {
    if (openedUnread) void markRead(openedUnread);
    // once per announcement opened, not on every change of markRead
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedUnread?._id]);

  if (failedOrHeld(list)) {
    return <LoadError title={translate('pages.announcements.error')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} sx={{ m: 2 }} />;
  }
  if (!announcements) return <CircularProgress size={32} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;

  const back = (
    <Box>
      <Button component={RouterLink} to={ANNOUNCEMENT_LIST_PATH} startIcon={<ArrowBackIcon />} size="small">
        {translate('pages.announcements.all')}
      </Button>
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      {id ? back : null}
      {id && !opened ? <Alert severity="info">{translate('pages.announcements.not_found')}</Alert> : null}
      {id && opened ? (
        <AnnouncementCard announcement={opened} language={language} timeZone={timeZone} linked={false} onMarkRead={(item) => void markRead(item)} />
      ) : null}
      {!id && announcements.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{translate('pages.announcements.empty')}</Typography> : null}
      {!id
        ? announcements.map((announcement) => (
            <AnnouncementCard
              key={announcement._id}
              announcement={announcement}
              language={language}
              timeZone={timeZone}
              linked
              onMarkRead={(item) => void markRead(item)}
            />
          ))
        : null}
    </Stack>
  );
}
