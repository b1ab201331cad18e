import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the content an operator writes', () => {
    const html = '<h2>Terms</h2><p>Read <a href="/pages?pageId=2">the bonus terms</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.test"></iframe><svg><script>alert(5)</script></svg>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens links that leave the site in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it('drops forms and inline styles', () => {
    expect(sanitizeHtml('<form action="/x"><input name="a"></form><p style="position:fixed">p</p>')).toBe('<p>p</p>');
  });
});
