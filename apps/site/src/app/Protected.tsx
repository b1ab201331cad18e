import { Spinner } from '@casino/ui/Spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { usePlayer } from '../player/PlayerProvider';
import { paths } from '../paths';

/**
 * A page for signed-in players only. A visitor never reaches it (its loader sends them home,
 * app/loaders.ts); a player whose session ends while on it goes home too, asked to sign in again
 * unless they signed out themselves.
 */
export function Protected({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, loginLoader, signedOut } = usePlayer();
  if (loginLoader) return <Spinner label={t('common.loading')} />;
  if (!isLoggedIn) return <Navigate to={signedOut ? paths.home() : paths.signIn()} replace />;
  return children;
}
