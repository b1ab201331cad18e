import { Root } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text (or elements) read by screen readers but not shown on screen. */
  children: ReactNode;
  /** Hide the single child element itself instead of wrapping it in a `<span>` (for example a `<label>` or `<h2>`). */
  asChild?: boolean;
}

/** Content for assistive technology only: invisible, but still in the accessibility tree. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  return <Root ref={ref} {...props} />;
});
