import type { AuthModalTab } from '@casino/ui/AuthModal';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface AuthModalControl {
  /** Opens the sign-up / sign-in / forgot-password modal on a tab. */
  openAuth(tab: AuthModalTab): void;
}

const AuthModalContext = createContext<AuthModalControl | null>(null);

// The modal, its forms and the validation rules load on first use, not with the first paint.
const AuthDialog = lazy(() => import('./AuthDialog'));

/** Owns whether the auth modal is open and on which tab; any control can open it. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthModalTab>('signIn');
  const [wanted, setWanted] = useState(false);

  const openAuth = useCallback((next: AuthModalTab) => {
    setTab(next);
    setOpen(true);
    setWanted(true);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    // Closing resets the tab to Sign In (spec point 2); the modal clears its forms itself.
    if (!next) setTab('signIn');
  }, []);

  const control = useMemo(() => ({ openAuth }), [openAuth]);
  return (
    <AuthModalContext.Provider value={control}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <AuthDialog open={open} tab={tab} onTabChange={setTab} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalControl {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal needs an AuthModalProvider');
  return value;
}
