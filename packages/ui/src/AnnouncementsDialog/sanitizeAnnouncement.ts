import DOMPurify from 'dompurify';

/** Basic formatting only: no images, styles, scripts, frames or event handlers survive. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'a'];
const ALLOWED_ATTR = ['href'];

/**
 * An announcement message as safe HTML. Links open in a new tab so the console is never left;
 * this is done on the sanitized DOM rather than with a global DOMPurify hook, so sanitizing has
 * no side effects on other users of DOMPurify.
 */
export function sanitizeAnnouncement(message: string): string {
  const body = DOMPurify.sanitize(message, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM: true });
  if (!(body instanceof HTMLElement)) return '';
  for (const link of body.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return body.innerHTML;
}
