import { style } from '@vanilla-extract/css';

/*
 * Theme values through the theme's stable custom properties (`--casino-…`, see @casino/ui's
 * theme contract): a style file that imports the @casino/ui index makes vanilla-extract drop
 * the components' CSS from the build.
 */
const space = (size: 'sm' | 'md' | 'lg' | 'xl') => `var(--casino-space-${size})`;

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: space('lg'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({ paddingBlockStart: space('lg') });

export const empty = style({
  padding: space('xl'),
  textAlign: 'center',
  color: 'var(--casino-color-text-secondary)',
  border: '1px dashed var(--casino-color-border-subtle)',
  borderRadius: 'var(--casino-radius-lg)',
});

export const form = style({ display: 'grid', gap: space('lg'), maxWidth: '36rem' });

export const provider = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space('sm'),
  padding: `${space('sm')} ${space('md')}`,
  borderRadius: 'var(--casino-radius-md)',
  border: '2px solid var(--casino-color-accent-base)',
  fontWeight: 'var(--casino-fontWeight-bold)',
  letterSpacing: '0.05em',
  justifySelf: 'start',
});
