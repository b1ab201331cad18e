import { ACCOUNT_STRENGTH_ITEMS, ACCOUNT_STRENGTH_ITEM_PERCENT, type AccountStrengthItem } from '../constants';

/** The player-details fields the account strength reads (spec point 3). */
export interface AccountStrengthDetails {
  firstName?: string | null;
  lastName?: string | null;
  dob?: string | Date | null;
  phoneNumber?: string | null;
  address?: string | null;
  country?: string | null;
  city?: string | null;
  isVerified?: boolean | null;
  profilePicture?: string | null;
  kycStatus?: string | boolean | null;
}

export interface AccountStrength {
  items: Record<AccountStrengthItem, boolean>;
  /** 20 per item that is done: 20, 40, 60, 80 or 100. */
  percentage: number;
}

const isPresent = (value: string | boolean | Date | null | undefined): boolean => {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return true;
};

/**
 * Account-strength checklist: createAccount (always), completeAccount (first name, last name,
 * date of birth, phone, address, country and city all filled in), verifyIdentity (e-mail
 * verified), uploadAvatar (a profile picture), kycVerification (a KYC status). A blank text
 * counts as missing.
 */
export function accountStrength(details: AccountStrengthDetails | null | undefined): AccountStrength {
  const d = details ?? {};
  const items: Record<AccountStrengthItem, boolean> = {
    createAccount: true,
    completeAccount: [d.firstName, d.lastName, d.dob, d.phoneNumber, d.address, d.country, d.city].every(isPresent),
    verifyIdentity: d.isVerified === true,
    uploadAvatar: isPresent(d.profilePicture),
    kycVerification: isPresent(d.kycStatus),
  };
  const done = ACCOUNT_STRENGTH_ITEMS.filter((item) => items[item]).length;
  return { items, percentage: done * ACCOUNT_STRENGTH_ITEM_PERCENT };
}
