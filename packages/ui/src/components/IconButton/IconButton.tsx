import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Accessible name (set as `aria-label`), since the button shows no text. Say what it does: 'Clear search', 'Close'. */
  label: string;
  /** The icon, usually a 1em SVG; it is hidden from assistive technology because `label` names the button. */
  icon: ReactNode;
  /** The same colours as `Button`; `ghost` by default, the quiet look of icon actions inside fields, headers and toolbars. */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
  /** Square size: `sm` 32px (inside fields), `md` 40px, `lg` 48px. The icon scales with it. */
  size?: 'sm' | 'md' | 'lg';
  /** Defaults to `button`, so it never submits a surrounding form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** A square button holding only an icon, named by its `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={clsx(styles.iconButton({ variant, size }), className)}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
});
