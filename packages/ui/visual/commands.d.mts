import type { BrowserCommand } from 'vitest/node';

/** A box on the stories' page, in whole CSS pixels from its top left corner. */
export interface VisualRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function visualSameAsBaseline(
  baselines: string,
): BrowserCommand<[name: string, rect: VisualRect, viewportKey: string]>;
