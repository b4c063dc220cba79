import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FranchiseContact } from '../../domain/engagement';
import type { EnabledLanguageCode } from '../../domain/languages';
import { localised } from '../../domain/notifications';

/** "+908501234567" spaced for reading ("+90 850 123 4567"); the tel: link keeps the digits. */
export function readablePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '');
  // the country codes the panel serves: 1 (one digit), 44 and 90 (two)
  const code = digits.startsWith('1') ? 1 : 2;
  const rest = digits.slice(code);
  const groups = rest.length > 7 ? [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6)] : [rest.slice(0, 3), rest.slice(3)];
  return `+${digits.slice(0, code)} ${groups.filter(Boolean).join(' ')}`;
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      <Box aria-hidden="true" sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** One contact: who, a tel: link, a mailto: link and the hours, read-only. */
export function ContactCard({ contact, language }: { contact: FranchiseContact; language: EnabledLanguageCode }) {
  const translate = useTranslate();
  const phone = readablePhone(contact.phone);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`contact-${contact.kind}`} data-contact={contact.kind} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box>
          <Typography id={`contact-${contact.kind}`} component="h2" variant="h6">
            {translate(`pages.contact-us.kind.${contact.kind}`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {contact.name}
          </Typography>
        </Box>
        <Line icon={<PhoneIcon fontSize="small" />} label={translate('pages.contact-us.phone')}>
          <Link href={`tel:${contact.phone}`} aria-label={translate('pages.contact-us.call', { name: contact.name, phone })}>
            {phone}
          </Link>
        </Line>
        <Line icon={<EmailIcon fontSize="small" />} label={translate('pages.contact-us.email')}>
          <Link href={`mailto:${contact.email}`} aria-label={translate('pages.contact-us.write', { name: contact.name, email: contact.email })}>
            {contact.email}
          </Link>
        </Line>
        <Line icon={<ScheduleIcon fontSize="small" />} label={translate('pages.contact-us.hours')}>
          {localised(contact.hours, language)}
        </Line>
      </CardContent>
    </Card>
  );
}
