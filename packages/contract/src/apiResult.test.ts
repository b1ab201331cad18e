import { describe, expect, it } from 'vitest';
import { ApiError, readApiResult } from './apiResult';

const respond = (body: string, init: ResponseInit = {}) => new Response(body, init);

describe('readApiResult', () => {
  it("answers the envelope's result", async () => {
    await expect(readApiResult(respond(JSON.stringify({ result: { amount: '18.50' } })))).resolves.toEqual({
      amount: '18.50',
    });
  });

  it("throws the envelope's error with its code, message, fields and reason", async () => {
    const body = {
      error: { code: 403, message: 'Bonus in progress', fields: { amount: 'too high' }, reason: 'bonus_active' },
    };
    const error = await readApiResult(respond(JSON.stringify(body), { status: 403 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Bonus in progress',
      fields: { amount: 'too high' },
      reason: 'bonus_active',
    });
  });

  it('takes the HTTP status when the envelope has no code, and no fields as none', async () => {
    const error = await readApiResult(
      respond(JSON.stringify({ error: { code: 0, message: 'No' } }), { status: 409 }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: 'No', fields: {}, reason: undefined });
  });

  it('says a failed response without an envelope with the status text, or the given text', async () => {
    const plain = () => respond('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(readApiResult(plain())).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    await expect(readApiResult(plain(), 'Request failed.')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed.',
    });
    await expect(readApiResult(respond('', { status: 500 }))).rejects.toMatchObject({
      status: 500,
      message: 'Request failed',
    });
  });

  it('answers undefined for an empty successful body', async () => {
    await expect(readApiResult(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });
});
