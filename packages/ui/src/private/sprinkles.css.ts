import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { utilitiesLayer } from '../theme/layers.css';
import { media } from '../theme/tokens';

/**
 * Atomic layout classes for the layout primitives (Stack, Inline). They sit in the utilities layer, above
 * component styles, so a layout prop beats a component's own spacing. Conditions are ordered by width,
 * so the widest matching one wins.
 *
 * Only the values those primitives' props can reach: every value is five class names in the
 * JavaScript of any page that uses Stack or Inline and five rules in its CSS, one per condition.
 * Padding and margin on the spacing scale, other displays and reversed directions, which no prop
 * could ask for, were four fifths of this module as built (16.4 KB of JavaScript and 22.9 KB of
 * CSS; 3.7 and 4.0 without them). A new prop adds its values here.
 */
const layoutProperties = defineProperties({
  '@layer': utilitiesLayer,
  conditions: {
    base: {},
    sm: { '@media': media.sm },
    md: { '@media': media.md },
    desktop: { '@media': media.desktop },
    lg: { '@media': media.lg },
  },
  defaultCondition: 'base',
  properties: {
    display: ['flex'],
    // Stack is a column; Inline collapses to a column below a breakpoint (`collapseBelow`).
    flexDirection: ['row', 'column'],
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' },
    flexWrap: ['wrap'],
    gap: vars.space,
  },
});

export const sprinkles = createSprinkles(layoutProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A spacing step of the theme (`vars.space` keys). */
export type Space = keyof typeof vars.space;

/** The breakpoints layout props respond to, narrowest first (`base` is every width). */
export type LayoutCondition = 'base' | 'sm' | 'md' | 'desktop' | 'lg';

/** A value for every width, or per breakpoint: `'md'` or `{ base: 'sm', desktop: 'lg' }`. */
export type Responsive<Value> = Value | Partial<Record<LayoutCondition, Value>>;
