import { protectionReason } from './state';

/** A window event the site raises when a round or bet is refused by a protection rule. */
export const PROTECTION_REFUSAL_EVENT = 'casino:protection-refusal';

export interface ProtectionRefusal {
  reason: string;
  message: string;
}

/** Tells the play views (the reality check) that a round or bet was refused by a protection rule. */
export function announceRefusal(reason: string, message: string): void {
  window.dispatchEvent(new CustomEvent<ProtectionRefusal>(PROTECTION_REFUSAL_EVENT, { detail: { reason, message } }));
}

/** Announces a call refused by a protection rule; true when it was one. */
export function reportRefusal(error: unknown): boolean {
  const reason = protectionReason(error);
  if (!reason) return false;
  announceRefusal(reason, (error as Error).message);
  return true;
}
