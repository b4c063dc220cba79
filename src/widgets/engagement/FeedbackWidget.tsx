import { lazy, Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { createSessionStore } from '../../../dataProvider/session';
import { FEEDBACK_FROM_MAX_LENGTH, type FeedbackStatusReply } from '../../domain/engagement';
import { useCalls } from '../../framework/calls';
import { HeaderPopoverButton } from '../HeaderPopoverButton';
import type { HeaderWidget } from '../headerWidgetList';

// the form loads on first open
const FeedbackForm = lazy(() => import('./FeedbackForm'));

export const FEEDBACK_STATUS_KEY = ['engagement', 'feedback-status'] as const;

/**
 * The satisfaction question (docs/engagement.md): a header button, shown only while the user is
 * due an answer (GET /feedback/status: none in FEEDBACK_PERIOD_DAYS), opening the form; a sent
 * answer says thanks and the button goes until the period has passed.
 */
export default function FeedbackWidget({ widget }: { widget: HeaderWidget }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { engagement } = useCalls();
  const { data } = useQuery({
    queryKey: FEEDBACK_STATUS_KEY,
    queryFn: ({ signal }) => engagement.feedbackStatus(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
  if (!data?.due) return null;
  const franchiseId = createSessionStore().user()?.franchise?._id ?? '';
  return (
    <HeaderPopoverButton widget={widget} sheetOnPhones paperSx={{ p: 2, width: 400, maxWidth: 'calc(100vw - 32px)' }}>
      {() => (
        <Suspense fallback={<CircularProgress size={24} aria-label={translate('ra.page.loading')} />}>
          <FeedbackForm
            send={(rating, feedback) =>
              engagement.sendFeedback({ rating, ...(feedback ? { feedback } : {}), from: pathname.slice(0, FEEDBACK_FROM_MAX_LENGTH), franchiseId })
            }
            onSent={() => {
              notify('engagement.feedback_thanks', { type: 'success' });
              queryClient.setQueryData<FeedbackStatusReply>(FEEDBACK_STATUS_KEY, { due: false, answeredAt: new Date().toISOString() });
            }}
          />
        </Suspense>
      )}
    </HeaderPopoverButton>
  );
}
