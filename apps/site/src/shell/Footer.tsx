import type { PageDescription } from '@casino/contract';
import { authApi } from '@casino/contract/routes';
import { SiteFooter } from '@casino/ui/SiteFooter';
import { type SiteMenuEntry } from '@casino/ui/SiteHeader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import { usePageDescriptions } from '../data/reference';
import { translateValidation } from '../i18n/translate';
import { notify } from '../notify/notify';
import { usePlayer } from '../player/PlayerProvider';
import { RESPONSIBLE_GAMING_PATH } from '../protection/state';
import { facebookIcon, instagramIcon, telegramIcon, xIcon } from './icons';
import { errorFields, errorMessage } from '../data/errors';
import { paths } from '../paths';

/** Year of the copyright line (spec point 2). */
const COPYRIGHT_YEAR = 2023;

export const pageHref = paths.page;

/** The brand's social profiles. */
const socialProfiles = [
  { href: 'https://www.instagram.com/', label: 'Instagram', icon: instagramIcon },
  { href: 'https://x.com/', label: 'X', icon: xIcon },
  { href: 'https://www.facebook.com/', label: 'Facebook', icon: facebookIcon },
  { href: 'https://t.me/', label: 'Telegram', icon: telegramIcon },
];

/**
 * The footer (spec point 2; DESIGN.md: no dead links): one link per content page of the current
 * language, support and bottom links that open their content pages, social icons, and a working
 * newsletter subscription.
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const descriptions = usePageDescriptions(i18n.language);
  const pages = descriptions.data ?? [];
  const { isLoggedIn } = usePlayer();
  const [subscribing, setSubscribing] = useState(false);
  const [subscribeMessage, setSubscribeMessage] = useState<string>();
  const [subscribeError, setSubscribeError] = useState<string>();

  const bySlug = (slug: string, label: string): SiteMenuEntry[] => {
    const page = pages.find((p: PageDescription) => p.slug === slug);
    return page ? [{ href: pageHref(page.pageId), label }] : [];
  };

  const subscribe = async (email: string) => {
    setSubscribeMessage(undefined);
    setSubscribeError(undefined);
    // The platform's own rule, checked here first: a typo is said at once, with no call. (The
    // rules load on the first submit: the footer is on every first paint.)
    try {
      const { forgotPasswordSchema } = await import('./newsletterRule');
      await forgotPasswordSchema.validate({ email });
    } catch (error) {
      setSubscribeError(translateValidation(errorMessage(error)));
      return;
    }
    setSubscribing(true);
    try {
      const result = await callApi(authApi.subscribeNewsletter, { body: { email } });
      const message = t('toast.newsletterSubscribed', { defaultValue: result.message });
      setSubscribeMessage(message);
      notify.success(message);
    } catch (error) {
      setSubscribeError(errorFields(error).email ?? errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setSubscribing(false);
    }
  };

  // The footer appears whole once its links are known, so nothing on screen moves when they arrive.
  if (!descriptions.data && !descriptions.error) return null;

  return (
    <SiteFooter
      pages={pages.map((page) => ({ href: pageHref(page.pageId), label: page.name }))}
      supportLinks={[
        ...bySlug('faq', t('footer.faqs')),
        ...bySlug('support', t('footer.supportLink')),
        // The content page on responsible gaming stays among the pages; signed in, the settings too.
        ...(isLoggedIn ? [{ href: RESPONSIBLE_GAMING_PATH, label: t('footer.responsibleGamingSettings') }] : []),
      ]}
      social={socialProfiles.map((profile) => ({
        ...profile,
        label: t('footer.socialLink', { network: profile.label }),
      }))}
      bottomLinks={[
        ...bySlug('affiliate-program', t('footer.affiliateProgram')),
        ...bySlug('terms-and-conditions', t('footer.termsAndConditions')),
        ...bySlug('bonus-terms-and-conditions', t('footer.bonusTerms')),
      ]}
      onSubscribe={(email) => void subscribe(email)}
      subscribing={subscribing}
      subscribeMessage={subscribeMessage}
      subscribeError={subscribeError}
      copyrightYear={COPYRIGHT_YEAR}
      brand="Casino"
      messages={{
        pages: t('footer.pages'),
        support: t('footer.support'),
        social: t('footer.followUs'),
        newsletter: t('footer.newsletterTitle'),
        emailLabel: t('footer.emailLabel'),
        emailPlaceholder: t('footer.newsletterPlaceholder'),
        legal: t('footer.legal'),
        subscribe: t('footer.subscribe'),
      }}
    />
  );
}
