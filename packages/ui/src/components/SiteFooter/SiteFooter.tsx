import { clsx } from 'clsx';
import { forwardRef, useId, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import type { SiteMenuEntry } from '../SiteHeader';
import { TextField } from '../TextField';
import * as styles from './SiteFooter.css';
import { SiteLink } from '../SiteHeader/SiteLink';

/** An external social profile link. */
export interface SiteFooterSocialLink {
  /** The external address; opened in a new tab with `rel="noopener noreferrer"`. */
  href: string;
  /** Accessible name of the icon link, e.g. 'Casino on Instagram'. */
  label: string;
  /** The icon (hidden from assistive technology; `label` names the link). */
  icon: ReactNode;
}

export const defaultSiteFooterMessages = {
  /** Heading of the pages column. */
  pages: 'Information',
  /** Heading of the support column. */
  support: 'Support',
  /** Heading of the social icons column. */
  social: 'Follow us',
  /** Heading of the newsletter column. */
  newsletter: 'Newsletter',
  /** Label of the e-mail field (read by screen readers only). */
  emailLabel: 'E-mail address',
  /** Placeholder of the e-mail field. */
  emailPlaceholder: 'Enter your e-mail',
  /** The submit button. */
  subscribe: 'Subscribe',
  /** Accessible name of the bottom links navigation. */
  legal: 'Legal',
};

export type SiteFooterMessages = typeof defaultSiteFooterMessages;

export interface SiteFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The pages list (first column), e.g. one link per page description. */
  pages?: SiteMenuEntry[];
  /** Links of the support column, e.g. Faqs and Support. */
  supportLinks?: SiteMenuEntry[];
  /** Social profile icon links. */
  social?: SiteFooterSocialLink[];
  /** Links in the bottom row, e.g. Affiliate program and Terms & conditions. */
  bottomLinks?: SiteMenuEntry[];
  /** Called with the trimmed e-mail when the newsletter form is submitted with a non-empty value. */
  onSubscribe?: (email: string) => void;
  /** Shows the Subscribe button as busy while the subscription runs. */
  subscribing?: boolean;
  /** Success text shown under the form (announced, `role="status"`). */
  subscribeMessage?: string;
  /** Error text shown under the field as `* message`; marks the field invalid. */
  subscribeError?: string;
  /** Year of the copyright line. */
  copyrightYear?: number;
  /** Brand name of the copyright line `© {year} {brand}`. */
  brand?: string;
  /** Visible and announced strings, with English defaults (`defaultSiteFooterMessages`). */
  messages?: Partial<SiteFooterMessages>;
}

/**
 * The site footer: pages, support links, social icons and a newsletter form in columns (one on phones,
 * two from 600px, four from 1200px), then the bottom links and the copyright line.
 */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  {
    pages = [],
    supportLinks = [],
    social = [],
    bottomLinks = [],
    onSubscribe,
    subscribing = false,
    subscribeMessage,
    subscribeError,
    copyrightYear = 2023,
    brand = '',
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultSiteFooterMessages, ...messages };
  const id = useId();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (value && !subscribing) onSubscribe?.(value);
  };

  const linkColumn = (key: string, heading: string, links: SiteMenuEntry[]) => (
    <section className={styles.column} aria-labelledby={`${id}-${key}`}>
      <h2 id={`${id}-${key}`} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((entry) => (
          <li key={`${entry.href}-${entry.label}`}>
            <SiteLink href={entry.href} className={styles.link}>
              {entry.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <footer ref={ref} className={clsx(styles.footer, className)} {...rest}>
      <div className={styles.columns}>
        {linkColumn('pages', text.pages, pages)}
        {linkColumn('support', text.support, supportLinks)}
        <section className={styles.column} aria-labelledby={`${id}-social`}>
          <h2 id={`${id}-social`} className={styles.heading}>
            {text.social}
          </h2>
          <ul className={styles.socialList}>
            {social.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={item.label}
                >
                  <span aria-hidden="true">{item.icon}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby={`${id}-newsletter`}>
          <h2 id={`${id}-newsletter`} className={styles.heading}>
            {text.newsletter}
          </h2>
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label={text.emailLabel}
              hideLabel
              type="email"
              name="email"
              autoComplete="email"
              placeholder={text.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={subscribeError}
            />
            <Button type="submit" loading={subscribing}>
              {text.subscribe}
            </Button>
            <p role="status" className={styles.status}>
              {subscribeMessage}
            </p>
          </form>
        </section>
      </div>
      <div className={styles.bottom}>
        {bottomLinks.length > 0 && (
          <nav aria-label={text.legal}>
            <ul className={styles.bottomList}>
              {bottomLinks.map((entry) => (
                <li key={`${entry.href}-${entry.label}`}>
                  <SiteLink href={entry.href} className={styles.link}>
                    {entry.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.copyright}>{`© ${copyrightYear} ${brand}`.trim()}</p>
      </div>
    </footer>
  );
});
