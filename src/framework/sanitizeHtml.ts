import DOMPurify from 'dompurify';

/**
 * HTML from the gateway (an announcement's text, a boosted feature's description) made safe to
 * put into the page: DOMPurify's defaults drop scripts, event handlers and javascript: links.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
