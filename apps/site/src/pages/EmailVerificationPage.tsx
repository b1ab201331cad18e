import { REDIRECT_AFTER_RESET_OR_VERIFICATION_MS } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { MessagePage } from '@casino/ui/MessagePage';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/usePageTitle';
import { notify } from '../notify/notify';
import { paths } from '../paths';

/**
 * `/email-verification?emailVerified=&message=&messageCode=` (spec point 2): the platform's verdict
 * on the e-mailed link (its message in the player's language by its code, one of the players'
 * messages); a verified address goes home after 3 seconds with a page reload. With
 * `emailChange=cancelled|invalid` instead, the verdict on the link that cancels an e-mail change.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const change = params.get('emailChange');
  const verified = change === null && params.get('emailVerified') === 'true';
  const code = params.get('messageCode') ?? undefined;
  const written = params.get('message')?.slice(0, 300);
  const message = written && (code?.startsWith('player.') ? t(code, { defaultValue: written }) : written);
  const title = change === null ? t('emailVerification.title') : t('emailVerification.changeTitle');
  usePageTitle(title);

  useEffect(() => {
    if (!verified) return;
    notify.info(t('toast.redirectingHome'));
    const timer = window.setTimeout(() => {
      try {
        window.location.assign(paths.home());
      } catch {
        notify.error(t('toast.redirectError'));
      }
    }, REDIRECT_AFTER_RESET_OR_VERIFICATION_MS);
    return () => window.clearTimeout(timer);
  }, [verified, t]);

  return (
    <MessagePage
      live
      tone={verified || change === 'cancelled' ? 'success' : 'error'}
      title={title}
      description={
        change === null ? (
          <>
            <p>{verified ? t('emailVerification.verified') : t('emailVerification.failed')}</p>
            {message && <p>{message}</p>}
          </>
        ) : (
          message && <p>{message}</p>
        )
      }
      action={
        verified ? undefined : (
          <Button variant="outline" onClick={() => navigate(paths.home())}>
            {t('common.goHome')}
          </Button>
        )
      }
    />
  );
}
