// The engagement widgets' calls (issue 13): the survey button, the NPS feedback, the boosted
// feature modal and the contact-us page.
import {
  ENGAGEMENT_PATHS,
  type BoostedFeatureReply,
  type ContactsReply,
  type FeedbackBody,
  type FeedbackReply,
  type FeedbackStatusReply,
  type SurveyLinkReply,
} from '../../src/domain/engagement';
import type { Signal, Transport } from './transport';

export function engagementCalls(transport: Transport) {
  return {
    /** GET /survey-link: the franchise's running survey, if any. */
    surveyLink: (signal?: Signal) => transport.request<SurveyLinkReply>(ENGAGEMENT_PATHS.surveyLink, { signal }),
    /** GET /feedback/status: whether the user is asked for feedback now. */
    feedbackStatus: (signal?: Signal) => transport.request<FeedbackStatusReply>(ENGAGEMENT_PATHS.feedbackStatus, { signal }),
    /** POST /feedback {rating, feedback, from, franchiseId}; 409 when answered within the period. */
    sendFeedback: (body: FeedbackBody) => transport.request<FeedbackReply>(ENGAGEMENT_PATHS.feedback, { method: 'POST', body: { ...body } }),
    /** GET /boosted-feature: active and its content. */
    boostedFeature: (signal?: Signal) => transport.request<BoostedFeatureReply>(ENGAGEMENT_PATHS.boostedFeature, { signal }),
    /** GET /contact-us: the franchise's contacts. */
    contacts: (signal?: Signal) => transport.request<ContactsReply>(ENGAGEMENT_PATHS.contacts, { signal }),
  };
}
