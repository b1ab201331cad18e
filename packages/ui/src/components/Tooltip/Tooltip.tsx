import * as RadixTooltip from '@radix-ui/react-tooltip';
import { clsx } from 'clsx';
import { useContext, type ReactElement, type ReactNode } from 'react';
import { overlayFloating } from '../../private/overlay.css';
import * as styles from './Tooltip.css';
import { TooltipProvider, TooltipProviderContext } from './TooltipProvider';

export interface TooltipProps {
  /** The tip: short text, announced as the trigger's description. Not for interactive content. */
  content: ReactNode;
  /** Side of the trigger the tip appears on; it flips when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds the pointer rests on the trigger before the tip opens (keyboard focus opens it at once). */
  delayDuration?: number;
  /** Whether the tip is shown. Makes the tooltip controlled: pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the tip starts shown when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the next open state on hover, focus, blur, Escape or a click on the trigger. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The trigger: one element that forwards its ref and props and takes keyboard focus, e.g. a `Button`
   * or a chip rendered as a `<button>`.
   */
  children: ReactElement;
}

/**
 * A short description that appears when the trigger is hovered or focused, and hides on Escape. Touch
 * screens do not show it, so never put the only copy of essential information in a tooltip.
 */
export function Tooltip({
  content,
  side = 'top',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: TooltipProps) {
  const hasProvider = useContext(TooltipProviderContext);
  const tooltip = (
    <RadixTooltip.Root delayDuration={delayDuration} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={clsx(overlayFloating, styles.content)}
        >
          {content}
          <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
