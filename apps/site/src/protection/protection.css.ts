import { style } from '@vanilla-extract/css';

/* Theme values through the theme's stable custom properties (see profile/money/money.css.ts). */
const space = (size: 'sm' | 'md' | 'lg' | 'xl') => `var(--casino-space-${size})`;

export const limits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: space('lg'),
});

export const section = style({
  display: 'grid',
  gap: space('md'),
  paddingBlockStart: space('lg'),
  borderBlockStart: '1px solid var(--casino-color-border-subtle)',
});

export const narrow = style({ maxWidth: '36rem' });

export const help = style({ margin: 0, color: 'var(--casino-color-text-secondary)', maxWidth: '48rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space('sm') });

export const prompt = style({ display: 'grid', gap: space('md'), maxWidth: '28rem' });

/** The first-deposit prompt sits over the deposit form, as wide as it. */
export const promptNotice = style({ maxWidth: '36rem' });
