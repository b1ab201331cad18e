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

export const split = style({
  display: 'grid',
  // Two columns down to phone widths: the two parts read side by side.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: space('md'),
  margin: 0,
  maxWidth: '36rem',
});

export const splitPart = style({
  display: 'grid',
  gap: 'var(--casino-space-2xs)',
  alignContent: 'space-between',
  padding: `${space('md')} ${space('lg')}`,
  borderRadius: 'var(--casino-radius-lg)',
  border: '1px solid var(--casino-color-border-subtle)',
  background: 'var(--casino-color-surface-raised)',
});

export const splitTerm = style({ color: 'var(--casino-color-text-secondary)', fontSize: 'var(--casino-fontSize-sm)' });

export const splitValue = style({
  margin: 0,
  fontSize: 'var(--casino-fontSize-xl)',
  fontWeight: 'var(--casino-fontWeight-bold)',
  fontVariantNumeric: 'tabular-nums',
});

export const typeCell = style({ display: 'inline-block' });

/** The bonus a bonus row belongs to, under its type. */
export const bonusName = style({ display: 'block', marginBlockStart: 'var(--casino-space-2xs)' });

/** A link in running text or beside buttons (a notice's "Go to Kyc Verification"). */
export const textLink = style({
  color: 'var(--casino-color-accent-text)',
  fontWeight: 'var(--casino-fontWeight-medium)',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: 'var(--casino-radius-sm)',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': { outline: '2px solid var(--casino-color-border-focus)', outlineOffset: '2px' },
});

/** Fee and total of a withdrawal before it is sent. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space('sm')} ${space('lg')}`,
  margin: 0,
  padding: `${space('md')} ${space('lg')}`,
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-surface-sunken)',
  fontVariantNumeric: 'tabular-nums',
});

export const summaryTerm = style({ color: 'var(--casino-color-text-secondary)' });

export const summaryValue = style({ margin: 0, textAlign: 'end', fontWeight: 'var(--casino-fontWeight-medium)' });

export const summaryTotal = style({
  fontWeight: 'var(--casino-fontWeight-bold)',
  color: 'var(--casino-color-text-primary)',
});

export const notices = style({ display: 'grid', gap: space('md'), maxWidth: '36rem' });
