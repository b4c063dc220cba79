import { useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useExpanded, useRecordContext, useTranslate } from 'react-admin';

const turned = (open: boolean) => ({ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' });

/**
 * Opens and closes a row's details (the DataTable's expand panel), named and stated for readers:
 * react-admin's own chevrons are hidden from keyboards and readers, so the list hides them and each
 * row has this button instead.
 */
export function RowDetailsButton({ resource }: { resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded(resource, record?.id ?? '');
  if (!record) return null;
  const label = translate(expanded ? 'app.framework.details.hide' : 'app.framework.details.show');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={`${resource}-${record.id}-expand`}
        onClick={(event) => {
          event.stopPropagation();
          toggle();
        }}
      >
        <ExpandMoreIcon fontSize="small" sx={turned(expanded)} />
      </IconButton>
    </Tooltip>
  );
}

/** A card's Details button (beside its other buttons) and, once pressed, the details under it. */
export function CardDetails({ details, buttons }: { details: ReactNode; buttons?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          endIcon={<ExpandMoreIcon sx={turned(open)} />}
        >
          {translate(open ? 'app.framework.details.hide' : 'app.framework.details.show')}
        </Button>
        {buttons}
      </Stack>
      {open && details}
    </>
  );
}

/** The DataTable's own expand chevrons go: RowDetailsButton is each row's. */
export const HIDE_EXPAND_CHEVRONS = { '& .RaDataTable-expandIconCell, & .RaDataTable-expandHeader': { display: 'none' } } as const;
