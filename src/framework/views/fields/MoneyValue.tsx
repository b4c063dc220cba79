import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { displayMoney } from './format';
import { usePanelFormat } from './usePanelFormat';

/** An amount in the record's own currency (`currencySource`) or else the session country's. */
export function MoneyValue({ source, currencySource }: { source: string; currencySource?: string }) {
  const record = useRecordContext();
  const format = usePanelFormat();
  const ownCurrency = currencySource ? record?.[currencySource] : undefined;
  const currency = typeof ownCurrency === 'string' && ownCurrency ? ownCurrency : format.currency;
  return (
    <Typography component="span" variant="body2">
      {displayMoney(record?.[source], currency, format.language)}
    </Typography>
  );
}
