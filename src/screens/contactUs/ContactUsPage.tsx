// /frequently-used/contact-us (role contact_us, TR group): the franchise's support, operations and
// finance contacts from GET /contact-us, each a card with tel: and mailto: links and its hours.
// Read-only: headquarters keeps them. Cards in a grid: one column on a phone, nothing scrolls sideways.
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useCalls } from '../../framework/calls';
import { LoadError } from '../../framework/views/LoadError';
import { failedOrHeld } from '../../framework/views/loadFailure';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { ContactCard } from './ContactCard';

export const CONTACTS_KEY = ['engagement', 'contacts'] as const;

export default function ContactUsPage() {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const { engagement } = useCalls();
  const query = useQuery({ queryKey: CONTACTS_KEY, queryFn: ({ signal }) => engagement.contacts(signal), retry: false });
  if (failedOrHeld(query)) {
    return <LoadError title={translate('pages.contact-us.error')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} sx={{ m: 2 }} />;
  }
  if (!query.data) return <CircularProgress size={32} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  const { contacts } = query.data;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('pages.contact-us.intro')}
      </Typography>
      {contacts.length === 0 ? <Typography>{translate('pages.contact-us.empty')}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {contacts.map((contact) => (
          <ContactCard key={contact.kind} contact={contact} language={language} />
        ))}
      </Box>
    </Stack>
  );
}
