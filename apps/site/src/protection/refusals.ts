import { errorMessage } from '../data/errors';
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

/** A window event the site raises when a reality check was answered with Continue: play may go on. */
export const PLAY_RESUMED_EVENT = 'casino:play-resumed';

/** Tells the play views that a refusal may be over (a launch or a token refused for a due check asks again). */
export function announcePlayResumed(): void {
  window.dispatchEvent(new Event(PLAY_RESUMED_EVENT));
}

/** The protection refusal of a failed call (403 with a protection `error.reason`), or null. */
export function refusalOf(error: unknown): ProtectionRefusal | null {
  const reason = protectionReason(error);
  return reason ? { reason, message: errorMessage(error) } : null;
}

/** Announces a call refused by a protection rule; true when it was one. */
export function reportRefusal(error: unknown): boolean {
  const reason = protectionReason(error);
  if (!reason) return false;
  announceRefusal(reason, errorMessage(error));
  return true;
}
