import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { overlayFloating } from '../../private/overlay.css';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDropdownMenu.Content>,
  'asChild'
> {
  /** Side of the trigger the menu opens on; it flips when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment against the trigger: `end` lines the menu up with the trigger's right edge (header menus). */
  align?: 'start' | 'center' | 'end';
  /** Gap between trigger and menu, in pixels. */
  sideOffset?: number;
  /** Element to portal into; defaults to `document.body`, which inherits the `data-theme` of `<html>`. */
  container?: HTMLElement | null;
  /** Items, labels, separators and radio groups. */
  children?: ReactNode;
}

/** The floating list of a `DropdownMenu`, portalled to the body and at least as wide as its trigger. */
export const DropdownMenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function DropdownMenuContent(
  { side = 'bottom', align = 'start', sideOffset = 6, container, className, ...rest },
  ref,
) {
  return (
    <RadixDropdownMenu.Portal container={container}>
      <RadixDropdownMenu.Content
        ref={ref}
        side={side}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={clsx(overlayFloating, styles.content, className)}
        {...rest}
      />
    </RadixDropdownMenu.Portal>
  );
});
