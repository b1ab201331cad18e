import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, type ReactNode } from 'react';

/** Whether a `TooltipProvider` is above; a `Tooltip` without one brings its own. */
export const TooltipProviderContext = createContext(false);

export interface TooltipProviderProps {
  /** Milliseconds the pointer rests on a trigger before its tooltip opens. */
  delayDuration?: number;
  /** Milliseconds after a tooltip closes during which the next one opens at once (moving along a row of icons). */
  skipDelayDuration?: number;
  /** The part of the app whose tooltips share these timings; usually the whole app. */
  children?: ReactNode;
}

/**
 * Shares tooltip timings across the app, so moving from one tooltip to the next skips the delay. Place
 * it once near the root; a `Tooltip` also works without it.
 */
export function TooltipProvider({ delayDuration = 400, skipDelayDuration = 300, children }: TooltipProviderProps) {
  return (
    <TooltipProviderContext.Provider value>
      <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </RadixTooltip.Provider>
    </TooltipProviderContext.Provider>
  );
}
