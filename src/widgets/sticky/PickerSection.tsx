import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { pickerStatus } from '../../domain/enums';
import { PICKER_LIST_HEIGHT } from '../../domain/constants';
import type { Picker } from '../../domain/orders';
import { LoadError } from '../../framework/views/LoadError';
import { countsByStatus, pickerLine } from './pickers';

interface Props {
  pickers: readonly Picker[] | undefined;
  /** The call failed or waits for the connection: say so instead of an empty list. */
  failed: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  reasonNames: ReadonlyMap<number, string>;
  timeInStatus: (since: string) => string;
}

// Rows a little under 50 px: the 250 px list then shows part of a sixth row, so a longer list
// visibly scrolls.
const ROW_SX = { display: 'flex', gap: 1, alignItems: 'center', py: '2px' } as const;

/** Pickers at work: counts per status, then the 250 px list (spec 9) with status, reason and time. */
export function PickerSection({ pickers, failed, error, onRetry, retrying, reasonNames, timeInStatus }: Props) {
  const translate = useTranslate();
  const list = pickers ?? [];
  return (
    <Box component="section" aria-labelledby="sticky-pickers">
      <Typography id="sticky-pickers" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('sticky.pickers')}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ mb: 1, minHeight: 24 }} flexWrap="wrap" useFlexGap>
        {countsByStatus(list).map(({ status, count }) => (
          <Chip key={status} size="small" color={pickerStatus.color(status)} label={`${translate(pickerStatus.labelKey(status)!)} ${count}`} />
        ))}
      </Stack>
      {failed ? <LoadError title={translate('sticky.pickers_error')} error={error} onRetry={onRetry} retrying={retrying} sx={{ mb: 1 }} /> : null}
      {/* Nothing loaded and the call failed: the error says so, an empty box would say "nobody". */}
      {failed && !pickers ? null : (
        <List
          dense
          data-testid="sticky-picker-list"
          tabIndex={0}
          aria-labelledby="sticky-pickers"
          sx={{ height: PICKER_LIST_HEIGHT, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
        >
          {pickers && list.length === 0 ? (
            <ListItem>
              <Typography variant="body2" color="text.secondary">{translate('sticky.no_pickers')}</Typography>
            </ListItem>
          ) : null}
          {list.map((picker) => {
            const line = pickerLine(picker, reasonNames);
            return (
              <ListItem key={picker._id} divider data-picker={picker._id} sx={ROW_SX}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>{picker.name}</Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {picker.warehouse?.name} · {translate('sticky.in_status', { duration: timeInStatus(picker.statusUpdatedAt) })}
                  </Typography>
                </Box>
                <Stack alignItems="flex-end" spacing={0.25} sx={{ flexShrink: 0 }}>
                  <Chip size="small" color={pickerStatus.color(picker.status)} label={line.statusKey ? translate(line.statusKey) : String(picker.status)} />
                  {line.reason ? (
                    <Typography variant="caption" data-reason={line.reason.code}>
                      {line.reason.name ?? (line.reason.key ? translate(line.reason.key) : String(line.reason.code))}
                    </Typography>
                  ) : null}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
