import { clsx } from 'clsx';
import { createElement, forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the main action of a view, `secondary`/`outline`/`ghost` for the rest, `danger` for destructive actions, `link` for inline text actions. */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
  /** Height and padding. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Shows a spinner, blocks clicks and sets a not-allowed cursor while an action runs. */
  loading?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** Defaults to `button`, so a button inside a form submits only when asked to. */
  type?: 'button' | 'submit' | 'reset';
}

/** The standard action button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    startIcon,
    endIcon,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const content = (
    <>
      {startIcon && <span className={styles.icon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={styles.icon}>{endIcon}</span>}
    </>
  );
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={styles.hiddenContent}>{content}</span>
          <span className={styles.spinnerSlot}>
            <Spinner size="sm" decorative />
          </span>
        </>
      ) : (
        content
      )}
    </button>
  );
});

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where it leads: rendered with the `LinkProvider`'s link component (a plain anchor without one). */
  href: string;
  /** The look of a `Button` of this variant. */
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/**
 * A link that looks like a `Button`: for a way on to another page ('Go to the home page'). Being a
 * link, it works before the page's code has loaded (a server-rendered page), opens in a new tab on
 * request, and is announced as a link.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, startIcon, endIcon, className, children, ...rest },
  ref,
) {
  const linkComponent = useLinkComponent();
  return createElement(
    linkComponent,
    { ref, className: clsx(styles.button({ variant, size, fullWidth }), className), ...rest },
    startIcon && <span className={styles.icon}>{startIcon}</span>,
    children,
    endIcon && <span className={styles.icon}>{endIcon}</span>,
  );
});
