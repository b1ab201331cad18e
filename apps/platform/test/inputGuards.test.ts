// The input guards where they now do less (issue 34): a NUL character is looked for in the path and
// the query only when the URL holds %00, and a GET route whose parameters and query hold no number
// gets no check after the schema. What they refused, they still refuse.
import { NUL_CHARACTER_MESSAGE } from '../src/http/inputGuards';
import { INVALID_NUMBER_MESSAGE } from '@casino/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness';

describe('input guards', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const answer = async (url: string, init?: RequestInit) => {
    const response = await fetch(t.baseUrl + url, init);
    return { status: response.status, body: (await response.json()) as { error: { message: string } } };
  };

  it('refuses a NUL character in the path of a GET route that has no number', async () => {
    const { status, body } = await answer('/api/players/email-change/cancel/ab%00cd');
    expect(status).toBe(400);
    expect(body.error.message).toBe(`Invalid request: token ${NUL_CHARACTER_MESSAGE}`);
  });

  it('refuses a NUL character in a query field the route does not read', async () => {
    const { status, body } = await answer('/api/health?note=%00');
    expect(status).toBe(400);
    expect(body.error.message).toBe(`Invalid request: note ${NUL_CHARACTER_MESSAGE}`);
  });

  it('refuses a NUL character in a JSON body whose URL has none', async () => {
    const { status, body } = await answer('/api/players/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }),
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe(`Invalid request: email ${NUL_CHARACTER_MESSAGE}`);
  });

  it('refuses a number in the query that its schema reads as infinite, on a GET route', async () => {
    // 401 digits are plain digits (no '1e309'), and read as Infinity, which the schema's maximum
    // lets through: only the check after the schema refuses it.
    const { status, body } = await answer(`/api/gp/games?page=1${'0'.repeat(400)}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe(`Invalid request: page ${INVALID_NUMBER_MESSAGE}`);
  });
});
