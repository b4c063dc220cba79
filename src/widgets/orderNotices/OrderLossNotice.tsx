import { Alert, Link } from '@mui/material';
import { useCloseNotification, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { orderStatus } from '../../domain/enums';
import { shortOrderId } from '../../domain/orders';

export interface OrderLoss {
  orderId: string;
  loss: 'missed' | 'aborted';
  status: number;
  storeName: string;
  /** The order's detail page. */
  path: string;
}

// Splits a translated sentence around the order id, wherever the language puts it, so the id can be a link.
const MARK = '\u0000';

/** The notice itself: one sentence whose short order id opens the order; closes by its button. */
export function OrderLossNotice({ orderId, loss, status, storeName, path }: OrderLoss) {
  const translate = useTranslate();
  const locale = useLocale();
  const close = useCloseNotification();
  const statusKey = orderStatus.labelKey(status);
  // The status label ("Canceled by client") mid-sentence: its first letter lower case.
  const label = statusKey ? translate(statusKey) : String(status);
  const [before, after = ''] = translate(`orders.notice.${loss}`, {
    id: MARK,
    store: storeName,
    status: label.charAt(0).toLocaleLowerCase(locale) + label.slice(1),
  }).split(MARK);
  return (
    <Alert
      severity="warning"
      variant="filled"
      onClose={close}
      slotProps={{ closeButton: { title: translate('orders.notice.close'), 'aria-label': translate('orders.notice.close') } }}
      data-order={orderId}
      sx={{ maxWidth: 480, alignItems: 'center' }}
    >
      {before}
      <Link component={RouterLink} to={path} onClick={close} color="inherit" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
        {shortOrderId(orderId)}
      </Link>
      {after}
    </Alert>
  );
}
