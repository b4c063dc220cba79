import { canAccessRule, type AccessSubject } from '../../domain/access';
import type { ExternalLink } from '../externalLinks';

/** The external links this user may see (role, country and the support desk's country split). */
export function allowedLinks(links: readonly ExternalLink[], subject: AccessSubject | null): ExternalLink[] {
  const country = subject?.country?.toUpperCase() ?? '';
  return links.filter(
    (link) => canAccessRule(subject, link.access) && !(link.exceptCountries ?? []).includes(country),
  );
}
