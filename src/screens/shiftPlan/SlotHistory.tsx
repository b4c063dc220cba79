// A slot's history (record_history through GET /shift-plan/slots/:slotId/history), newest first,
// read when opened.
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { EnabledLanguageCode } from '../../domain/languages';
import { useCalls } from '../../framework/calls';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';

export function SlotHistory({ slotId, language, timeZone }: { slotId: string; language: EnabledLanguageCode; timeZone: string }) {
  const translate = useTranslate();
  const { shiftPlan } = useCalls();
  const [open, setOpen] = useState(false);
  const history = useQuery({ queryKey: ['shift-plan', 'history', slotId], queryFn: ({ signal }) => shiftPlan.history(slotId, signal), enabled: open, retry: false });
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters variant="outlined" sx={{ mt: 2 }}>
      <AccordionSummary>{translate('pages.staff-plan.slot.history')}</AccordionSummary>
      <AccordionDetails>
        {failedOrHeld(history) ? (
          <LoadError title={translate('pages.staff-plan.slot.history_error')} error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data && history.data.history.length === 0 ? (
          <Typography variant="body2">{translate('pages.staff-plan.slot.history_empty')}</Typography>
        ) : (
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
            {history.data?.history.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.at, language, timeZone)} · {translate(`pages.staff-plan.slot.actions.${entry.action}`, { _: entry.action })}
                {entry.userName ? ` · ${entry.userName}` : ''}
              </li>
            ))}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
