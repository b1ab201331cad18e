import { style, styleVariants } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(layered({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

export const footer = style(layered({ display: 'flex', justifyContent: 'center' }));

export const kind = style(layered({ fontWeight: vars.fontWeight.bold }));

/** Type colours of spec point 4, from the theme (contrast checked in both themes). */
export const kindTone = styleVariants({
  deposit: [layered({ color: vars.color.transaction.deposit })],
  withdrawal: [layered({ color: vars.color.transaction.withdrawal })],
  block: [layered({ color: vars.color.transaction.block })],
  unblock: [layered({ color: vars.color.transaction.unblock })],
  win: [layered({ color: vars.color.bet.win })],
  bet: [layered({ color: vars.color.bet.bet })],
  bonus: [layered({ color: vars.color.transaction.bonus })],
  bonus_conversion: [layered({ color: vars.color.transaction.bonusConversion })],
  bonus_expiry: [layered({ color: vars.color.transaction.bonusExpiry })],
  bonus_forfeit: [layered({ color: vars.color.transaction.bonusForfeit })],
  plain: [layered({ color: vars.color.text.primary })],
});

export const statusButton = style(
  layered({
    border: 'none',
    cursor: 'help',
    font: 'inherit',
    textDecoration: 'underline dotted',
    textUnderlineOffset: '0.2em',
    ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  }),
);
