import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { button } from '../components/Button/Button.css';
import * as styles from './filePicker.css';

export interface FilePickerProps {
  /** Id of the file input, which the label points at. */
  id: string;
  /** The visible label, styled as a button (the input itself is visually hidden). */
  children: ReactNode;
  /** Accepted MIME types or extensions, the input's `accept`. */
  accept?: string;
  /** Called with the picked file, or null when the picker was cancelled. */
  onPick: (file: File | null) => void;
  disabled?: boolean;
  /** Look of the label: the button variants. */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost';
  /** Extra `aria-describedby` of the input (status, chosen file name). */
  describedBy?: string;
  /** Accessible name of the input when the visible label is not enough (an icon-only picker). */
  ariaLabel?: string;
  className?: string;
}

/**
 * A native file input behind a button-like label: keyboard users tab to the input (the label
 * shows its focus ring) and open the picker with Enter or Space; pointer users click the label.
 * The input's value is cleared after each pick, so picking the same file again still reports it.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker(
  { id, children, accept, onPick, disabled, variant = 'outline', describedBy, ariaLabel, className },
  ref,
) {
  return (
    <>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        className={styles.input}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className={clsx(button({ variant, size: 'sm' }), styles.label, className)}>
        {children}
      </label>
    </>
  );
});
