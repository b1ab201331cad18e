import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

/**
 * The content container. Rules on the elements inside use `:where(...)`, so they weigh as much as one
 * class: a class on an element inside (or a brand's stylesheet) can still restyle it.
 */
export const prose = style(
  layered({
    maxWidth: '72ch',
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    overflowWrap: 'break-word',
  }),
);

/** A rule for elements inside the container (one selector, no top-level commas), in the components layer. */
const inside = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(`${prose} ${selector}`, { '@layer': { [componentsLayer]: rule } });

// Blocks lose the browser's margins; the rhythm rules below space them (they come later, so they win).
inside(':where(p, ul, ol, dl, blockquote, pre, figure, table, hr, h1, h2, h3, h4, h5, h6)', { marginBlock: 0 });

// Vertical rhythm: space between blocks, more before a heading, none before the first block.
globalStyle(`${prose} > * + *`, { '@layer': { [componentsLayer]: { marginBlockStart: '1em' } } });
globalStyle(`${prose} > * + :where(h1, h2, h3, h4, h5, h6)`, {
  '@layer': { [componentsLayer]: { marginBlockStart: '1.75em' } },
});
globalStyle(`${prose} > :first-child`, { '@layer': { [componentsLayer]: { marginBlockStart: 0 } } });

inside(':where(h1, h2, h3, h4, h5, h6)', {
  color: vars.color.text.primary,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});
inside(':where(h1)', { fontSize: vars.fontSize['2xl'] });
inside(':where(h2)', { fontSize: vars.fontSize.xl });
inside(':where(h3)', { fontSize: vars.fontSize.lg });
inside(':where(h4, h5, h6)', { fontSize: vars.fontSize.md });

inside(':where(a)', {
  color: vars.color.accent.text,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
inside(':where(a):hover', { textDecorationThickness: '2px' });
inside(':where(a):focus-visible', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
  textDecorationThickness: '2px',
});

inside(':where(strong, b)', { fontWeight: vars.fontWeight.bold });

inside(':where(ul, ol)', { paddingInlineStart: '1.5em' });
inside(':where(li) + :where(li)', { marginBlockStart: '0.35em' });
inside(':where(li) > :where(ul, ol)', { marginBlockStart: '0.35em' });
inside(':where(li)::marker', { color: vars.color.text.secondary });

inside(':where(blockquote)', {
  marginInline: 0,
  paddingInlineStart: '1em',
  borderInlineStart: `4px solid ${vars.color.accent.base}`,
  color: vars.color.text.secondary,
  fontStyle: 'italic',
});

inside(':where(code, kbd, samp)', {
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
});
// Wrapped rather than scrolled: a scrolling block would need to be focusable for keyboard users.
inside(':where(pre)', {
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});
inside(':where(pre) :where(code)', { padding: 0, background: 'none', fontSize: '0.875em' });

inside(':where(img, video, iframe, svg)', { maxWidth: '100%', height: 'auto' });
inside(':where(figcaption)', {
  marginBlockStart: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

inside(':where(hr)', { border: 0, borderBlockStart: `1px solid ${vars.color.border.subtle}` });

inside(':where(table)', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
inside(':where(caption)', {
  paddingBlockEnd: vars.space.sm,
  color: vars.color.text.secondary,
  textAlign: 'start',
});
inside(':where(th, td)', {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
inside(':where(th)', { color: vars.color.text.primary, fontWeight: vars.fontWeight.bold });
inside(':where(thead) :where(th)', { borderBlockEnd: `2px solid ${vars.color.border.strong}` });
