// TEST_CLOCK=true: the operator moves the platform's time forward, so journeys reach a reality
// check or the end of a cooling-off without waiting (production refuses the setting: config.test.ts).
import { buildPath, playersApi, type ResponsibleGaming } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './paymentsFixtures';
import { OPERATOR_TOKEN, startTestPlatform, type TestPlatform } from './harness';

const CLOCK = '/api/test/clock';

describe('the test clock', () => {
  let moved: TestPlatform;
  let real: TestPlatform;
  beforeAll(async () => {
    [moved, real] = await Promise.all([startTestPlatform('pglite', { TEST_CLOCK: 'true' }), startTestPlatform()]);
  });
  afterAll(async () => {
    await Promise.all([moved?.close(), real?.close()]);
  });

  it('moves the time the rules read, for the operator only, and is absent without TEST_CLOCK', async () => {
    const player = await newPlayer(moved);
    const raise = async () => {
      const answer = await moved.call<{ result: ResponsibleGaming }>('PUT', buildPath(playersApi.setLimit), {
        token: player.token,
        body: { kind: 'deposit', period: 'day', amount: '20' },
      });
      expect(answer.status).toBe(200);
      return answer.body.result.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day')!;
    };
    await moved.call('PUT', buildPath(playersApi.setLimit), {
      token: player.token,
      body: { kind: 'deposit', period: 'day', amount: '10' },
    });
    const pending = (await raise()).pending!;
    const confirm = () =>
      moved.call('POST', buildPath(playersApi.confirmLimit), {
        token: player.token,
        body: { kind: 'deposit', period: 'day' },
      });
    expect((await confirm()).status).toBe(409);

    expect((await moved.call('POST', CLOCK, { body: { advanceMinutes: 60 } })).status).toBe(401);
    expect((await moved.call('POST', CLOCK, { token: player.token, body: { advanceMinutes: 60 } })).status).toBe(403);
    for (const advanceMinutes of [0, -5, 1.5, 'soon', null]) {
      expect((await moved.call('POST', CLOCK, { token: OPERATOR_TOKEN, body: { advanceMinutes } })).status).toBe(400);
    }
    const answer = await moved.call<{ result: { now: string } }>('POST', CLOCK, {
      token: OPERATOR_TOKEN,
      body: { advanceMinutes: 24 * 60 + 1 },
    });
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.result.now)).toBeGreaterThan(Date.parse(pending.confirmableAt));
    expect((await confirm()).status).toBe(200);

    expect((await real.call('POST', CLOCK, { token: OPERATOR_TOKEN, body: { advanceMinutes: 60 } })).status).toBe(404);
  });
});
