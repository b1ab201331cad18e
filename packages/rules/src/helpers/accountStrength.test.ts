import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountStrength } from './accountStrength';

const complete = {
  firstName: 'Zoë',
  lastName: 'Smith',
  dob: '1990-01-01',
  phoneNumber: '+441234567',
  address: '1 High Street',
  country: 'United Kingdom',
  city: 'York',
};

describe('accountStrength', () => {
  it('starts at 20% for a new account', () => {
    expect(accountStrength({})).toEqual({
      items: {
        createAccount: true,
        completeAccount: false,
        verifyIdentity: false,
        uploadAvatar: false,
        kycVerification: false,
      },
      percentage: 20,
    });
    expect(accountStrength(null).percentage).toBe(20);
  });

  it('reaches 100% with every item', () => {
    const strength = accountStrength({
      ...complete,
      isVerified: true,
      profilePicture: 'https://cdn.example/p.png',
      kycStatus: 'PENDING',
    });
    expect(strength.percentage).toBe(100);
    expect(Object.values(strength.items).every(Boolean)).toBe(true);
  });

  it('needs every identity field for completeAccount', () => {
    expect(accountStrength(complete).items.completeAccount).toBe(true);
    for (const field of Object.keys(complete)) {
      expect(accountStrength({ ...complete, [field]: '' }).items.completeAccount).toBe(false);
      expect(accountStrength({ ...complete, [field]: '  ' }).items.completeAccount).toBe(false);
      expect(accountStrength({ ...complete, [field]: null }).items.completeAccount).toBe(false);
    }
    expect(accountStrength({ ...complete, dob: new Date(1990, 0, 1) }).items.completeAccount).toBe(true);
  });

  it('reads verification, avatar and KYC status', () => {
    expect(accountStrength({ isVerified: false }).items.verifyIdentity).toBe(false);
    expect(accountStrength({ isVerified: true }).items.verifyIdentity).toBe(true);
    expect(accountStrength({ profilePicture: '' }).items.uploadAvatar).toBe(false);
    expect(accountStrength({ kycStatus: false }).items.kycVerification).toBe(false);
    expect(accountStrength({ kycStatus: true }).items.kycVerification).toBe(true);
  });

  it('is 20 x the number of items done (property)', () => {
    const text = fc.option(fc.oneof(fc.constant(''), fc.constant(' '), fc.string()), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          firstName: text,
          lastName: text,
          dob: text,
          phoneNumber: text,
          address: text,
          country: text,
          city: text,
          isVerified: fc.option(fc.boolean()),
          profilePicture: text,
          kycStatus: fc.option(fc.oneof(fc.string(), fc.boolean())),
        }),
        (details) => {
          const { items, percentage } = accountStrength(details);
          expect(items.createAccount).toBe(true);
          expect(percentage).toBe(20 * Object.values(items).filter(Boolean).length);
        },
      ),
    );
  });
});
