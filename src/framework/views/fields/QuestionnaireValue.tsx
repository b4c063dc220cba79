// A `questionnaire` field on the detail page (a KDS audit): its groups, each with how many
// questions were answered of how many and its score, then every question with its answer, note
// and photos. A switch shows only what the auditor highlighted, the part a franchise acts on.
import { useId, useState, type MouseEvent } from 'react';
import { Box, Chip, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { gatewayLink } from '../../../../dataProvider/calls/upload';
import type { EnumLike } from '../../../domain/declaration/fields';
import type { QuestionnaireGroup, QuestionnaireQuestion } from '../../../domain/declaration/questionnaire';
import type { FileRef } from '../../../domain/files';
import { enumView } from './enumView';
import { expired } from './FileValue';
import { displayNumber } from './format';
import { GradeChip } from './GradeValue';
import { usePanelFormat } from './usePanelFormat';

const T = 'app.framework.questionnaire';

export function QuestionnaireValue({ source, answers }: { source: string; answers: EnumLike }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const switchId = useId();
  const [highlightedOnly, setHighlightedOnly] = useState(false);
  const groups = (Array.isArray(record?.[source]) ? record[source] : []) as QuestionnaireGroup[];
  const shown = groups
    .map((group) => ({ ...group, questions: highlightedOnly ? group.questions.filter((question) => question.highlighted) : group.questions }))
    .filter((group) => group.questions.length > 0);
  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }} data-questionnaire>
      <FormControlLabel
        control={<Switch id={switchId} checked={highlightedOnly} onChange={(event) => setHighlightedOnly(event.target.checked)} />}
        label={translate(`${T}.highlighted_only`)}
        sx={{ alignSelf: 'flex-start' }}
      />
      {highlightedOnly && shown.length === 0 && <Typography variant="body2">{translate(`${T}.none_highlighted`)}</Typography>}
      {shown.map((group) => (
        <GroupSection key={group.no} source={source} group={group} answers={answers} />
      ))}
    </Stack>
  );
}

function GroupSection({ source, group, answers }: { source: string; group: QuestionnaireGroup; answers: EnumLike }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-questionnaire-group={group.no} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {group.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-answered>
          {translate(`${T}.answered`, { answered: group.answered, total: group.total })}
        </Typography>
        {group.score !== null && <GradeChip value={group.score} />}
      </Stack>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {group.questions.map((question) => (
          <Question key={question.no} source={source} question={question} answers={answers} />
        ))}
      </Box>
    </Box>
  );
}

function Question({ source, question, answers }: { source: string; question: QuestionnaireQuestion; answers: EnumLike }) {
  const translate = useTranslate();
  return (
    <Box component="li" data-question={question.no} data-highlighted={question.highlighted || undefined} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {question.no}. {question.text}
        </Typography>
        {question.highlighted && <Chip size="small" variant="outlined" label={translate(`${T}.highlighted`)} />}
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <Answer question={question} answers={answers} />
      </Box>
      {question.note && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {translate(`${T}.note`)}:
          </Box>{' '}
          {question.note}
        </Typography>
      )}
      {question.photos.length > 0 && <Photos source={source} question={question} />}
    </Box>
  );
}

/** A choice as its chip; a number with its unit and its target. */
function Answer({ question, answers }: { question: QuestionnaireQuestion; answers: EnumLike }) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  if (question.kind === 'choice') {
    if (question.answer === null) return <Typography variant="body2">{translate(`${T}.no_answer`)}</Typography>;
    const view = enumView(answers);
    const key = view.labelKey(question.answer);
    return <Chip size="small" label={key ? translate(key) : String(question.answer)} color={view.color(question.answer)} />;
  }
  if (question.value === null) return <Typography variant="body2">{translate(`${T}.no_answer`)}</Typography>;
  const unit = question.unit ? ` ${question.unit}` : '';
  const target =
    question.target === null
      ? ''
      : ` · ${translate(`${T}.${question.better === 'higher' ? 'at_least' : question.better === 'lower' ? 'at_most' : 'target'}`, { target: `${displayNumber(question.target, language)}${unit}` })}`;
  return (
    <Typography variant="body2">
      {displayNumber(question.value, language)}
      {unit}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {target}
      </Box>
    </Typography>
  );
}

/** The question's photos as thumbnails, each opening the photo; a link signed long ago is asked for again first. */
function Photos({ source, question }: { source: string; question: QuestionnaireQuestion }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();

  async function open(event: MouseEvent<HTMLAnchorElement>, photo: FileRef) {
    if (!photo.url || !expired(photo.url) || !record || !resource) return;
    event.preventDefault();
    const { data } = await dataProvider.getOne(resource, { id: record.id });
    const groups = (Array.isArray(data[source]) ? data[source] : []) as QuestionnaireGroup[];
    const fresh = groups.flatMap((group) => group.questions.flatMap((one) => one.photos)).find((one) => one.key === photo.key);
    if (fresh?.url) window.open(gatewayLink(fresh.url), '_blank', 'noopener');
  }

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
      {question.photos.map((photo, index) =>
        photo.url ? (
          <Link key={photo.key} href={gatewayLink(photo.url)} target="_blank" rel="noopener" onClick={(event) => void open(event, photo)} sx={{ display: 'inline-flex', borderRadius: 1 }}>
            <Box
              component="img"
              src={gatewayLink(photo.url)}
              alt={translate(`${T}.photo`, { number: index + 1, question: question.text })}
              width={120}
              height={90}
              loading="lazy"
              sx={{ objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
            />
          </Link>
        ) : null,
      )}
    </Stack>
  );
}
