import { describe, expect, it } from 'vitest';
import { dayStart } from '../format';
import { AUDIT_PAGE_SIZE, auditQuery, filterProblems, NO_FILTERS, readFilters, writeFilters } from './auditFilters';

const PLAYER = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const STAFF = '11111111-1111-4111-8111-111111111111';

describe("the audit log's filters", () => {
  it('round-trip through the address, leaving out what is empty and page 1', () => {
    const filters = {
      actor: `staff:${STAFF}`,
      action: 'staff.invite',
      player: PLAYER,
      from: '2026-11-01',
      to: '2026-11-27',
      page: 3,
    };
    const search = writeFilters(filters);
    expect(search.toString()).toBe(
      `actor=staff%3A${STAFF}&action=staff.invite&player=${PLAYER}&from=2026-11-01&to=2026-11-27&page=3`,
    );
    expect(readFilters(search)).toEqual(filters);
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
  });

  it('drops what an edited address cannot mean', () => {
    expect(readFilters(new URLSearchParams('action=drop.table&from=yesterday&to=2026-13&page=-2'))).toEqual(NO_FILTERS);
  });

  it('asks the platform for one staff member, a kind of actor, an action, a player and whole days', () => {
    expect(
      auditQuery({
        actor: `staff:${STAFF}`,
        action: 'kyc.review',
        player: PLAYER.toUpperCase(),
        from: '2026-11-01',
        to: '2026-11-02',
        page: 2,
      }),
    ).toEqual({
      page: 2,
      limit: AUDIT_PAGE_SIZE,
      actorKind: 'staff',
      actorId: STAFF,
      action: 'kyc.review',
      playerUuid: PLAYER,
      from: new Date(2026, 10, 1).toISOString(),
      // 'until' includes its day: entries before the next midnight.
      to: new Date(2026, 10, 3).toISOString(),
    });
    expect(auditQuery({ ...NO_FILTERS, actor: 'automation' })).toEqual({
      page: 1,
      limit: AUDIT_PAGE_SIZE,
      actorKind: 'automation',
    });
    expect(auditQuery(NO_FILTERS)).toEqual({ page: 1, limit: AUDIT_PAGE_SIZE });
  });

  it('refuses a player that is not a uuid and an end before the start', () => {
    expect(
      filterProblems({ ...NO_FILTERS, player: 'ada@casino.example', from: '2026-11-05', to: '2026-11-04' }),
    ).toEqual({
      player: 'playerInvalid',
      to: 'datesOrder',
    });
    expect(filterProblems({ ...NO_FILTERS, player: PLAYER, from: '2026-11-04', to: '2026-11-04' })).toEqual({});
  });

  it('reads a calendar day as the browser’s midnight', () => {
    expect(dayStart('2026-02-28', true)).toBe(new Date(2026, 2, 1).toISOString());
    expect(dayStart('28/02/2026')).toBeUndefined();
  });
});
