import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { User } from '../../domain/types';
import { errorMessage, useCalls } from '../../framework/calls';
import { applyFranchiseChange } from './franchiseChange';
import { pageReload } from './reload';

/** Pick one of the user's franchises; on success local data and cache are cleared and the page reloads. */
export default function FranchiseDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useCalls();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (franchise: string) => calls.franchise.changeFranchise(user._id, { franchise }),
    onSuccess: (reply) => {
      applyFranchiseChange(localStorage, reply);
      queryClient.clear();
      pageReload.run();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const title = translate('app.layout.franchise.title');
  return (
    <Dialog open onClose={onClose} aria-labelledby="franchise-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="franchise-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label={title} value={chosen ?? ''} onChange={(event) => setChosen(event.target.value)}>
          {user.franchises.map((franchise) => (
            <FormControlLabel
              key={franchise._id}
              value={franchise._id}
              control={<Radio />}
              label={franchise._id === user.franchise?._id ? `${franchise.name} (${translate('app.layout.franchise.current')})` : franchise.name}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || change.isPending} onClick={() => chosen && change.mutate(chosen)}>
          {translate('app.layout.franchise.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
