import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';

describe.each(databaseKinds)('platform basics on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  it('answers health and readiness', async () => {
    expect(await t.call('GET', '/api/health')).toEqual({ status: 200, body: { result: { status: 'ok' } } });
    expect(await t.call('GET', '/api/ready')).toEqual({
      status: 200,
      body: { result: { status: 'ready', checks: { database: 'ok' } } },
    });
  });

  it('answers an unknown call with the error envelope', async () => {
    const { status, body } = await t.call('GET', '/api/no-such-call');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 404, message: 'No such call: GET /api/no-such-call' } });
  });

  it('publishes an OpenAPI document naming every call', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/health');
    // The calls that take files too (registered in scopes of their own that parse multipart).
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/kyc/upload/{uuid}',
        '/api/kyc/update/{type}/{uuid}',
        '/api/players/upload-profile',
      ]),
    );
  });
});
