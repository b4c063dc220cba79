import CloseIcon from '@mui/icons-material/Close';
import { Alert, IconButton } from '@mui/material';
import { useCloseNotification, useTranslate } from 'react-admin';

/** The toast of a new notification: it stays until its close button is pressed. */
export default function NewNotificationToast() {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      data-notification-toast
      action={
        <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {translate('engagement.new_notification')}
    </Alert>
  );
}

