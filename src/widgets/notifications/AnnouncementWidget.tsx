import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ANNOUNCEMENT_LIST_PATH } from '../../domain/notifications';
import { HeaderCount } from '../HeaderPopoverButton';
import type { HeaderWidget } from '../headerWidgetList';
import { useAnnouncementCount } from './useUnreadCounts';

/** The header's announcement button (role announcement): the unread count (polled), a link to the list. */
export function AnnouncementWidget({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  const count = useAnnouncementCount();
  const label = translate(widget.labelKey);
  const counted = count !== undefined && count > 0 ? count : 0;
  const Icon = widget.icon;
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={ANNOUNCEMENT_LIST_PATH}
        data-widget={widget.id}
        aria-label={counted ? `${label}, ${translate('notifications.announcement_badge', { smart_count: counted })}` : label}
      >
        <Icon />
        {counted ? <HeaderCount count={counted} /> : null}
      </IconButton>
    </Tooltip>
  );
}
