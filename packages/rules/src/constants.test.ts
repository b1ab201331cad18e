import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STRENGTH_ITEMS,
  ACCOUNT_STRENGTH_ITEM_PERCENT,
  AGE_LIMITS,
  BREAKPOINTS,
  CASINO_TAB_IDS,
  CHUNK_LOAD_TIMEOUT_MS,
  COPYRIGHT_YEAR,
  DATE_FORMAT,
  DATE_PICKER_FORMAT,
  DEFAULT_GENDER,
  DEFAULT_LOCALE,
  DEFAULT_QUICK_AMOUNT,
  EARLIEST_FILTER_DATE,
  EXCLUDED_PROVIDER,
  FAVOURITE_LOCK_MS,
  FIELD_LENGTHS,
  GENDER_OPTIONS,
  IMAGE_MIME_TYPES,
  IMAGE_SIZE_LIMIT_BYTES,
  KYC_DOCUMENT_KINDS,
  KYC_MIME_TYPES,
  MIN_DEPOSIT,
  MIN_WITHDRAWAL,
  MOBILE_MAX_WIDTH,
  PAGE_SIZE,
  PASSWORD_RESET_MODAL_CLOSE_MS,
  PAYMENT_CANCEL_MODAL_CLOSE_MS,
  PROMO_LOOKUP_DELAY_MS,
  QUICK_AMOUNTS,
  QUICK_STAKES,
  REDIRECT_AFTER_RESET_OR_VERIFICATION_MS,
  REDIRECT_AFTER_UNAUTHORIZED_MS,
  SPORTSBOOK_CONFIG,
  TOAST_AUTO_CLOSE_MS,
  TOAST_KINDS,
  TOAST_LIBRARY_AUTO_CLOSE_MS,
  VERIFICATION_TIME_HOURS,
  WITHDRAW_FIELD_RESET_MS,
} from './constants';

describe('business constants (spec point 9)', () => {
  it('holds the site settings', () => {
    expect(DEFAULT_LOCALE).toBe('en_GB');
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(MOBILE_MAX_WIDTH).toBe(991);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(COPYRIGHT_YEAR).toBe(2023);
    expect(SPORTSBOOK_CONFIG).toEqual({ oddsFormat: 'decimal', currency: 'EUR', locale: 'en' });
    expect(EXCLUDED_PROVIDER).toBe('databet');
  });

  it('holds the money settings', () => {
    expect(QUICK_STAKES).toEqual([5, 10, 50]);
    expect(QUICK_AMOUNTS).toEqual([20, 30, 50, 100]);
    expect(DEFAULT_QUICK_AMOUNT).toBe(20);
    expect(MIN_DEPOSIT).toBe(1);
    expect(MIN_WITHDRAWAL).toBe(1);
    expect(PAGE_SIZE).toBe(10);
    expect(EARLIEST_FILTER_DATE).toBe('2020-01-01');
  });

  it('holds the field limits', () => {
    expect(FIELD_LENGTHS).toEqual({
      password: { min: 8, max: 150 },
      gamertag: { min: 5, max: 250 },
      firstName: { min: 2, max: 50 },
      lastName: { min: 2, max: 50 },
      country: { min: 2, max: 50 },
      city: { min: 2, max: 250 },
      address: { min: 2, max: 250 },
      phoneNumber: { min: 5, max: 20 },
      // Chosen here (Germany's sign-up, issue 31): as the names'.
      placeOfBirth: { min: 2, max: 50 },
      birthName: { min: 2, max: 50 },
    });
    expect(AGE_LIMITS).toEqual({ min: 18, lessThan: 150 });
    expect(GENDER_OPTIONS).toEqual(['male', 'female', 'other']);
    expect(DEFAULT_GENDER).toBe('male');
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATE_PICKER_FORMAT).toBe('dd-MM-y');
  });

  it('holds the file limits', () => {
    expect(IMAGE_SIZE_LIMIT_BYTES).toBe(512 * 1024);
    expect(IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/jpg']);
    expect(KYC_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/jpg', 'application/pdf']);
  });

  it('holds the timings', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(2000);
    expect(TOAST_LIBRARY_AUTO_CLOSE_MS).toBe(5000);
    expect(TOAST_KINDS).toEqual(['success', 'error', 'info', 'warning']);
    expect(FAVOURITE_LOCK_MS).toBe(2000);
    expect(REDIRECT_AFTER_UNAUTHORIZED_MS).toBe(2000);
    expect(REDIRECT_AFTER_RESET_OR_VERIFICATION_MS).toBe(3000);
    expect(PASSWORD_RESET_MODAL_CLOSE_MS).toBe(500);
    expect([PROMO_LOOKUP_DELAY_MS, PAYMENT_CANCEL_MODAL_CLOSE_MS, WITHDRAW_FIELD_RESET_MS]).toEqual([1000, 1000, 1000]);
    expect(VERIFICATION_TIME_HOURS).toBe(48);
  });

  it('holds the account strength, lobby tabs and KYC kinds', () => {
    expect(ACCOUNT_STRENGTH_ITEMS).toHaveLength(5);
    expect(ACCOUNT_STRENGTH_ITEMS.length * ACCOUNT_STRENGTH_ITEM_PERCENT).toBe(100);
    expect(CASINO_TAB_IDS).toEqual({ All: 1, Slots: 5, 'Table Games': 6, Instant: 9, Favourites: 10, Search: 11 });
    expect(Object.keys(CASINO_TAB_IDS)).toEqual(['All', 'Slots', 'Table Games', 'Instant', 'Favourites', 'Search']);
    expect(KYC_DOCUMENT_KINDS).toEqual({
      ID: ['Photo ID', 'Passport', 'ID Card'],
      ADDRESS: ['Utility Bill'],
      ID_WITH_PHOTO: ['Selfie with ID next to face', 'Selfie with passport next to face'],
    });
  });
});
