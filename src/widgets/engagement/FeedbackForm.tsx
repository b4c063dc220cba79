import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import { useTranslate } from 'react-admin';
import { FEEDBACK_RATINGS, FEEDBACK_TEXT_MAX_LENGTH, FEEDBACK_TEXT_ROWS, type FeedbackRating } from '../../domain/engagement';
import { errorMessage } from '../../framework/calls';

const ICONS = [SentimentVeryDissatisfiedIcon, SentimentDissatisfiedIcon, SentimentNeutralIcon, SentimentSatisfiedIcon, SentimentVerySatisfiedIcon];

/**
 * The NPS question (spec 3 and 5): a rating 1-5 (awful to excellent) and an optional text of four
 * rows. Without a rating it says so and sends nothing; a failed send shows the gateway's message
 * (else the default error) and keeps what was entered; `onSent` follows a successful one.
 */
export function FeedbackForm({ send, onSent }: { send: (rating: FeedbackRating, feedback: string) => Promise<unknown>; onSent: () => void }) {
  const translate = useTranslate();
  const id = useId();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [text, setText] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await send(rating, text.trim());
      onSent();
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-feedback-form>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('engagement.feedback_title')}
      </Typography>
      <FormControl error={missingRating} required>
        <FormLabel id={`${id}-rating`}>{translate('engagement.feedback_rating')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-rating`}
          aria-describedby={missingRating ? `${id}-rating-error` : undefined}
          value={rating === null ? '' : String(rating)}
          onChange={(event) => {
            setRating(Number(event.target.value) as FeedbackRating);
            setMissingRating(false);
          }}
          sx={{ justifyContent: 'space-between', flexWrap: 'nowrap' }}
        >
          {FEEDBACK_RATINGS.map(({ value, name }, index) => {
            const Icon = ICONS[index];
            return (
              <FormControlLabel
                key={value}
                value={String(value)}
                labelPlacement="bottom"
                sx={{ mx: 0, flex: '1 1 0', minWidth: 0, '& .MuiFormControlLabel-label': { fontSize: 12, textAlign: 'center' } }}
                control={<Radio size="small" sx={{ p: 0.5 }} />}
                label={
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                    <Icon fontSize="small" aria-hidden="true" />
                    {translate(`engagement.rating.${name}`)}
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
        {missingRating ? (
          <FormHelperText id={`${id}-rating-error`} role="alert">
            {translate('engagement.feedback_rating_required')}
          </FormHelperText>
        ) : null}
      </FormControl>
      <TextField
        label={translate('engagement.feedback_text')}
        multiline
        rows={FEEDBACK_TEXT_ROWS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT_MAX_LENGTH } }}
        fullWidth
      />
      {failure ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate(sending ? 'engagement.feedback_sending' : 'engagement.feedback_send')}
        </Button>
      </Box>
    </Box>
  );
}

export default FeedbackForm;
