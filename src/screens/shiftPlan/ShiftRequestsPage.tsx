// /staff/plan/shift: employees' requests to change or drop a slot (spec 4: 100 planned, 200
// waiting, 300 approved, 400 declined), waiting first; a waiting one is approved (the slot changes
// with the plan's own checks: a clash is refused and named) or declined with an optional note.
// A table on a wide screen, cards on a phone; pages of 10/25/50/100.
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isStaleRecord } from '../../../dataProvider/errors';
import { canAccessRule } from '../../domain/access';
import { formatCalendarDay } from '../../domain/dates';
import { shiftPlanRequestStatus } from '../../domain/enums';
import { dayOf, decisionPermission, REQUEST_STATUS, shiftPlanRule, type RequestDecision, type ShiftPlanRequest } from '../../domain/shiftPlan';
import { useCalls } from '../../framework/calls';
import { useAccessSubject } from '../../framework/useAccessSubject';
import { LoadError } from '../../framework/views/LoadError';
import { Pager } from '../../framework/views/Pager';
import { StoreSelect } from '../../framework/views/StoreSelect';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { spanOf } from './time';
import { usePlanContext } from './usePlanContext';

const CHIP: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error'> = { info: 'info', warning: 'warning', success: 'success', error: 'error' };

export default function ShiftRequestsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { shiftPlan } = useCalls();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { language, timeZone, stores } = usePlanContext();
  const { subject } = useAccessSubject();
  const [status, setStatus] = useState<number | ''>(REQUEST_STATUS.waiting);
  const [store, setStore] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(25);
  const [declining, setDeclining] = useState<ShiftPlanRequest | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const body = { status: status === '' ? undefined : status, warehouseId: store || undefined, limit: perPage, offset: page * perPage };
  const list = useQuery({ queryKey: ['shift-plan', 'requests', body], queryFn: ({ signal }) => shiftPlan.requests(body, signal), placeholderData: keepPreviousData, retry: false });

  const may = (request: ShiftPlanRequest, decision: RequestDecision) =>
    request.status === REQUEST_STATUS.waiting && canAccessRule(subject, shiftPlanRule(decisionPermission(request.kind, decision)));

  async function decide(request: ShiftPlanRequest, decision: RequestDecision, decisionNote?: string) {
    setBusy(request.id);
    try {
      await shiftPlan.decide(request.id, decision, { updatedAt: request.updatedAt, note: decisionNote || undefined, timeZone });
      notify(decision === 'approve' ? 'shiftPlan.requests.approved' : 'shiftPlan.requests.declined', { type: 'success' });
      setDeclining(null);
      setNote('');
    } catch (failure) {
      notify(isStaleRecord(failure) ? 'shiftPlan.slot.stale' : failure instanceof Error ? failure.message : 'app.error.default', { type: 'error' });
    } finally {
      setBusy(null);
      await list.refetch();
    }
  }

  const when = (request: ShiftPlanRequest) => `${formatCalendarDay(dayOf(request.startsAt, timeZone), language)} ${spanOf(request, timeZone)}`;
  const wanted = (request: ShiftPlanRequest) =>
    request.kind === 'change' && request.wantedStartsAt && request.wantedEndsAt ? spanOf({ startsAt: request.wantedStartsAt, endsAt: request.wantedEndsAt }, timeZone) : '—';
  const statusChip = (request: ShiftPlanRequest) => (
    <Chip size="small" color={CHIP[shiftPlanRequestStatus.color(request.status)] ?? 'default'} label={translate(shiftPlanRequestStatus.labelKey(request.status) ?? '')} />
  );
  const buttons = (request: ShiftPlanRequest) => (
    <Stack direction="row" spacing={1}>
      {may(request, 'approve') && (
        <Button size="small" variant="contained" disabled={busy === request.id} onClick={() => void decide(request, 'approve')}>
          {translate('shiftPlan.requests.approve')}
        </Button>
      )}
      {may(request, 'decline') && (
        <Button size="small" color="error" disabled={busy === request.id} onClick={() => setDeclining(request)}>
          {translate('shiftPlan.requests.decline')}
        </Button>
      )}
    </Stack>
  );
  const rows = list.data?.requests ?? [];
  const storeName = (id: string) => stores.find((option) => option.id === id)?.name ?? '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0, width: '100%', maxWidth: 'calc(100vw - 16px)' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField select size="small" label={translate('shiftPlan.requests.status')} value={status} onChange={(event) => { setStatus(event.target.value === '' ? '' : Number(event.target.value)); setPage(0); }} sx={{ minWidth: 180 }}>
          <MenuItem value="">{translate('shiftPlan.requests.all')}</MenuItem>
          {shiftPlanRequestStatus.entries.map((entry) => (
            <MenuItem key={entry.value} value={entry.value}>
              {translate(shiftPlanRequestStatus.labelKey(entry.value)!)}
            </MenuItem>
          ))}
        </TextField>
        <StoreSelect value={store} onChange={(id) => { setStore(id); setPage(0); }} sx={{ minWidth: 200 }} />
      </Stack>
      {failedOrHeld(list) ? (
        <LoadError title={translate('shiftPlan.requests.load_error')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data && rows.length === 0 ? (
        <Alert severity="info">{translate('shiftPlan.requests.empty')}</Alert>
      ) : phone ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {rows.map((request) => (
            <Card component="li" key={request.id} variant="outlined" data-request={request.id}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {request.person.name}
                  </Typography>
                  {statusChip(request)}
                </Stack>
                <Typography variant="body2">
                  {translate(`shiftPlan.requests.kinds.${request.kind}`)} · {when(request)}
                  {request.kind === 'change' ? ` → ${wanted(request)}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {storeName(request.warehouseId)}
                  {request.reason ? ` · ${request.reason}` : ''}
                </Typography>
                {buttons(request)}
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('shiftPlan.requests.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('shiftPlan.requests.person')}</TableCell>
                <TableCell>{translate('app.framework.store.label')}</TableCell>
                <TableCell>{translate('shiftPlan.requests.kind')}</TableCell>
                <TableCell>{translate('shiftPlan.requests.slot')}</TableCell>
                <TableCell>{translate('shiftPlan.requests.wanted')}</TableCell>
                <TableCell>{translate('shiftPlan.requests.reason')}</TableCell>
                <TableCell>{translate('shiftPlan.requests.status')}</TableCell>
                <TableCell>{translate('shiftPlan.requests.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((request) => (
                <TableRow key={request.id} data-request={request.id}>
                  <TableCell>{request.person.name}</TableCell>
                  <TableCell>{storeName(request.warehouseId)}</TableCell>
                  <TableCell>{translate(`shiftPlan.requests.kinds.${request.kind}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(request)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{wanted(request)}</TableCell>
                  <TableCell>{request.decisionNote ? `${request.reason ?? ''} (${request.decisionNote})` : (request.reason ?? '')}</TableCell>
                  <TableCell>{statusChip(request)}</TableCell>
                  <TableCell>{buttons(request)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {list.data && (
        <Pager page={page + 1} perPage={perPage} total={list.data.totalCount} onPage={(next) => setPage(next - 1)} onPerPage={(size) => { setPerPage(size); setPage(0); }} />
      )}
      {declining && (
        <Dialog open onClose={() => setDeclining(null)} fullWidth maxWidth="xs" aria-labelledby="decline-title">
          <DialogTitle id="decline-title">{translate('shiftPlan.requests.decline')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {declining.person.name} · {when(declining)}
            </Typography>
            <TextField fullWidth multiline minRows={2} label={translate('shiftPlan.requests.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 300 } }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeclining(null)}>{translate('shiftPlan.slot.close')}</Button>
            <Button color="error" variant="contained" disabled={busy === declining.id} onClick={() => void decide(declining, 'decline', note)}>
              {translate('shiftPlan.requests.decline')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
