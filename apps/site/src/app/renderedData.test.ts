import { describe, expect, it } from 'vitest';
import { readRenderedData, RENDERED_DATA_ID, serializeRenderedData } from './renderedData';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = RENDERED_DATA_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('the data a page was rendered with', () => {
  it('travels in a script element that nothing in it can close', () => {
    const data = { name: '</script><script>alert(1)</script>', line: '\u2028' };
    const json = serializeRenderedData(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(readRenderedData(pageWith(json))).toEqual(data);
  });

  it('is empty when the page has none, or something unreadable', () => {
    expect(readRenderedData(pageWith(null))).toEqual({});
    expect(readRenderedData(pageWith('{not json'))).toEqual({});
    expect(readRenderedData(pageWith('[1, 2]'))).toEqual({});
  });
});
