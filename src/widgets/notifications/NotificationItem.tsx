import DoneIcon from '@mui/icons-material/Done';
import { Box, IconButton, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { EnabledLanguageCode } from '../../domain/languages';
import { localised, type PanelNotification } from '../../domain/notifications';

/** One notification: its title, message and time; unread ones are bold, marked and can be marked read. */
export function NotificationItem({
  notification,
  language,
  timeZone,
  onOpen,
  onMarkRead,
}: {
  notification: PanelNotification;
  language: EnabledLanguageCode;
  timeZone?: string;
  onOpen: (notification: PanelNotification) => void;
  onMarkRead: (id: string) => void;
}) {
  const translate = useTranslate();
  const unread = !notification.read;
  return (
    <ListItem
      disablePadding
      data-notification={notification._id}
      data-read={notification.read}
      secondaryAction={
        unread ? (
          <IconButton edge="end" size="small" aria-label={translate('notifications.mark_one')} onClick={() => onMarkRead(notification._id)}>
            <DoneIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    >
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', pr: unread ? 6 : 2 }}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, mt: 1, mr: 1.5, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          primary={
            <>
              {unread ? <Box component="span" sx={VISUALLY_HIDDEN}>{`${translate('notifications.unread')}: `}</Box> : null}
              {localised(notification.title, language)}
            </>
          }
          secondary={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                {localised(notification.message, language)}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {formatDateTime(notification.createdAt, language, timeZone)}
              </Box>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
