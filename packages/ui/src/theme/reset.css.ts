import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { resetLayer } from './layers.css';

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box' });
reset('html', { colorScheme: 'dark', WebkitTextSizeAdjust: '100%' } as Parameters<typeof globalStyle>[1]);
reset('[data-theme="light"]', { colorScheme: 'light' });
reset('body', {
  margin: 0,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
reset('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
reset('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
reset('img, svg, video, canvas, iframe', { display: 'block', maxWidth: '100%' });
reset('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
reset('a', { color: vars.color.accent.text });
reset(':focus-visible', { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' });
