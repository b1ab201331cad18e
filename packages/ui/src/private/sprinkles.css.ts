import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { utilitiesLayer } from '../theme/layers.css';
import { media } from '../theme/tokens';

/**
 * Atomic layout classes for the layout primitives (Stack, Inline). They sit in the utilities layer, above
 * component styles, so a layout prop beats a component's own spacing. Conditions are ordered by width,
 * so the widest matching one wins.
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
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    justifyContent: {
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      between: 'space-between',
      around: 'space-around',
      evenly: 'space-evenly',
    },
    flexWrap: ['nowrap', 'wrap'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
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
