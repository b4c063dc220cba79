import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Agreement } from '../../domain/callTypes';
import { errorMessage, useCalls } from '../../framework/calls';

const AGREEMENTS_KEY = ['layout', 'agreements'] as const;

/** Legal agreements: what was accepted, what still waits; accept and download, one action at a time. */
export default function AgreementsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { franchise } = useCalls();
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: AGREEMENTS_KEY,
    queryFn: () => franchise.agreements(),
  });
  const onError = (error: unknown) => notify(errorMessage(error), { type: 'error' });
  const accept = useMutation({
    mutationFn: (id: string) => franchise.acceptAgreement(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY }),
    onError,
  });
  const download = useMutation({
    mutationFn: (id: string) => franchise.downloadAgreement(id),
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    onError,
  });
  const busy = accept.isPending || download.isPending;
  const section = (titleKey: string, items: Agreement[], canAccept: boolean) => (
    <section aria-label={translate(titleKey)}>
      <Typography variant="subtitle1" component="h3">
        {translate(titleKey)}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.layout.agreements.empty')}
        </Typography>
      ) : (
        <List dense>
          {items.map((agreement) => (
            <ListItem key={agreement._id} disableGutters>
              <ListItemText primary={agreement.fileName} />
              <Stack direction="row" spacing={1}>
                <Button size="small" disabled={busy} onClick={() => download.mutate(agreement._id)}>
                  {translate('app.layout.agreements.download')}
                </Button>
                {canAccept && (
                  <Button size="small" variant="contained" disabled={busy} onClick={() => accept.mutate(agreement._id)}>
                    {translate('app.layout.agreements.accept')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="agreements-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="agreements-dialog-title">{translate('app.layout.agreements.title')}</DialogTitle>
      <DialogContent>
        {lists.isPending ? (
          <Typography>{translate('ra.page.loading')}</Typography>
        ) : lists.isError ? (
          <Typography color="error">{translate(errorMessage(lists.error))}</Typography>
        ) : (
          <Stack spacing={2}>
            {section('app.layout.agreements.not_accepted', lists.data.notAccepted, true)}
            {section('app.layout.agreements.accepted', lists.data.accepted, false)}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
