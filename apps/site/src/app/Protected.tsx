import { Spinner } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { usePlayer } from '../player/PlayerProvider';
import type { SignInRequest } from '../shell/SiteShell';

/** A page for signed-in players only: a visitor goes to / and is asked to sign in (spec point 2). */
export function Protected({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, loginLoader } = usePlayer();
  if (loginLoader) return <Spinner label={t('common.loading')} />;
  if (!isLoggedIn) return <Navigate to="/" replace state={{ signIn: true } satisfies SignInRequest} />;
  return children;
}
