import { Spinner } from '@casino/ui/Spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { usePlayer } from '../player/PlayerProvider';
import type { SignInRequest } from '../shell/SiteShell';

/** A page for signed-in players only: a visitor goes to / and is asked to sign in (spec point 2). */
export function Protected({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, loginLoader, signedOut } = usePlayer();
  if (loginLoader) return <Spinner label={t('common.loading')} />;
  // A player who has just signed out goes home without being asked to sign in again.
  if (!isLoggedIn) {
    return <Navigate to="/" replace state={signedOut ? null : ({ signIn: true } satisfies SignInRequest)} />;
  }
  return children;
}
