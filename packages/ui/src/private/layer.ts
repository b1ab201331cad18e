import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from '../theme/layers.css';

/**
 * Puts a component rule in the components cascade layer. Only for `.css.ts` files: layered
 * rules lose to a brand's unlayered CSS, so brands can override without `!important`.
 */
export function layered(rule: StyleRule): StyleRule {
  return { '@layer': { [componentsLayer]: rule } };
}
