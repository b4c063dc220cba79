import { IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useCalls } from '../../framework/calls';
import type { HeaderWidget } from '../headerWidgetList';

export const SURVEY_LINK_KEY = ['engagement', 'survey-link'] as const;

/**
 * The header's survey button (role franchise_survey, checked by the header): shown only while the
 * franchise has an active survey (GET /survey-link); a link that opens it in a new tab. Nothing
 * shows while the answer is not in or when the call fails: a button leading nowhere helps no one.
 */
export default function SurveyButton({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  const { engagement } = useCalls();
  const { data } = useQuery({
    queryKey: SURVEY_LINK_KEY,
    queryFn: ({ signal }) => engagement.surveyLink(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (!data?.active || !data.link) return null;
  const Icon = widget.icon;
  return (
    <Tooltip title={translate(widget.labelKey)}>
      <IconButton
        color="inherit"
        component="a"
        href={data.link}
        target="_blank"
        rel="noopener noreferrer"
        data-widget={widget.id}
        aria-label={translate('engagement.survey_opens')}
      >
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
