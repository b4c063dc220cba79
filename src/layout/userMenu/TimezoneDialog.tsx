import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { createSessionStore } from '../../../dataProvider/session';
import { pageReload } from './reload';

/** Choose one of the stored country's timezones; it is saved locally and the page reloads. */
export default function TimezoneDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const session = createSessionStore(localStorage);
  const zones = session.country()?.timezones ?? [];
  const [chosen, setChosen] = useState<string>(session.timezone()?.id ?? '');
  const title = translate('app.layout.timezone.title');
  const save = () => {
    const zone = zones.find((candidate) => candidate.id === chosen);
    if (!zone) return;
    session.setTimezone(zone);
    pageReload.run();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="timezone-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="timezone-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {zones.length === 0 ? (
          <Typography>{translate('app.layout.timezone.none')}</Typography>
        ) : (
          <RadioGroup aria-label={title} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {zones.map((zone) => (
              <FormControlLabel key={zone.id} value={zone.id} control={<Radio />} label={zone.timezone} />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!zones.some((zone) => zone.id === chosen)} onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
