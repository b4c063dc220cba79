import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, TextField, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canAccessRule } from '../../domain/access';
import { useCalls, errorMessage } from '../../framework/calls';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { useAccessSubject } from '../../framework/useAccessSubject';

const T = 'workerProgram.move';

/** Who may move a picker from this screen: the spec's changeWarehouse permission on the program's role. */
const MOVE_RULE = { roles: ['picker_program'], permission: 'changeWarehouse' } as const;

/**
 * Moves the row's picker to another store of the franchise (PUT /picker/{pickerId}/change-warehouse);
 * the list and the plans are read again after. A refusal stays in the dialog with the choice kept.
 */
export function MoveToStoreButton() {
  const record = useRecordContext();
  const { subject } = useAccessSubject();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // a text button on a phone's card, an icon in a table row
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!record || !canAccessRule(subject, MOVE_RULE)) return null;
  const label = translate(`${T}.button`);
  return (
    <>
      {phone ? (
        <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton size="small" color="primary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={label}>
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open && <MoveDialog pickerId={String(record.id)} name={String(record.name)} currentStore={String(record.warehouseId)} onClose={() => setOpen(false)} />}
    </>
  );
}

function MoveDialog({ pickerId, name, currentStore, onClose }: { pickerId: string; name: string; currentStore: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { franchise, pickers } = useCalls();
  const stores = useQuery({ queryKey: ['users', 'warehouses'], queryFn: ({ signal }) => franchise.userWarehouses(signal) });
  const [store, setStore] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = (stores.data?.warehouses ?? []).filter((warehouse) => warehouse._id !== currentStore);
  const move = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await pickers.changeWarehouse(pickerId, store);
      notify(translate(`${T}.done`, { name, store: choices.find((warehouse) => warehouse._id === store)?.name ?? '' }), { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      setFailure(translate(errorMessage(error), { _: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  };
  const titleId = `move-${pickerId}`;
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(`${T}.title`, { name })}</DialogTitle>
      <DialogContent>
        {failedOrHeld(stores) ? (
          <LoadError title={translate(`${T}.stores_error`)} error={stores.error} onRetry={() => void stores.refetch()} retrying={stores.isFetching} />
        ) : (
          <TextField
            select
            fullWidth
            size="small"
            margin="dense"
            label={translate(`${T}.store`)}
            value={store}
            onChange={(event) => setStore(event.target.value)}
            disabled={!stores.data || saving}
          >
            {choices.map((warehouse) => (
              <MenuItem key={warehouse._id} value={warehouse._id}>
                {warehouse.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void move()} disabled={!store || saving}>
          {translate(`${T}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
