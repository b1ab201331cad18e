import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Makes operator-written HTML safe to show: scripts, event handlers, `javascript:` and other
 * unsafe URLs, forms and frames are removed (DOMPurify's HTML profile); links that leave the
 * site open in a new tab without access to this page.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//i)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'],
    FORBID_ATTR: ['style'],
  });
}
