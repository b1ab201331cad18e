import type { ThemeTokens, ToneTokens } from './tokens';

const tone = (name: string, where: string): ToneTokens => ({
  base: `${name}: the strong colour (icons, borders, solid badges) ${where}`,
  subtle: `${name}: the soft background of notices, chips and rows ${where}`,
  text: `${name}: text and icons on the ${name.toLowerCase()} subtle background`,
});

/**
 * What each design token is for, in the shape of the tokens themselves: the source of the
 * generated CSS-VARIABLES.md and of the Storybook page "Theming a brand". The type makes a new
 * token without a role fail to compile.
 */
export const tokenRoles: ThemeTokens = {
  color: {
    surface: {
      base: 'Page background',
      raised: 'Cards, panels, the header and the footer',
      overlay: 'Dialogs, drawers, menus and popovers',
      sunken: 'Inputs, wells and table stripes: below the page',
      hover: 'Background of a hovered row, tile or menu item',
    },
    text: {
      primary: 'Body text and headings',
      secondary: 'Supporting text: labels, captions, secondary columns',
      muted: 'Placeholders, hints and disabled text',
      inverse: 'Text on an inverted (light-on-dark or dark-on-light) surface',
    },
    border: {
      subtle: 'Dividers and the borders of cards and tables',
      strong: 'Borders of inputs and outlined buttons',
      focus: 'The focus ring of every interactive element',
    },
    accent: {
      base: 'The brand colour: primary buttons, selected tabs, active links',
      hover: 'Primary buttons and accent controls when hovered',
      subtle: 'Soft accent background: selected chips, highlighted rows',
      contrast: 'Text and icons on the accent colour (primary button label)',
      text: 'Accent-coloured text and links on the page background',
    },
    success: tone('Success', '(wins, approved, completed)'),
    warning: tone('Warning', '(pending, expiring, limits near)'),
    danger: tone('Danger', '(errors, rejected, destructive actions)'),
    info: tone('Info', '(neutral notices, tips)'),
    neutral: tone('Neutral', '(inactive, draft, unknown status)'),
    transaction: {
      deposit: 'Transaction history: deposit rows',
      withdrawal: 'Transaction history: withdrawal rows',
      block: 'Transaction history: blocked amounts',
      unblock: 'Transaction history: released amounts',
      bonus: 'Transaction history: bonus credits',
      bonusConversion: 'Transaction history: bonus money converted to cash',
      bonusExpiry: 'Transaction history: bonus money that expired',
      bonusForfeit: 'Transaction history: bonus money forfeited',
    },
    bet: {
      win: 'Bet history: winning bets',
      bet: 'Bet history: stakes',
      block: 'Bet history: blocked stakes',
      unblock: 'Bet history: released stakes',
    },
    backdrop: 'The dimmed layer behind dialogs and drawers',
  },
  font: {
    body: 'Font stack of body text and controls',
    heading: 'Font stack of headings',
    mono: 'Font stack of codes, addresses and figures in tables',
  },
  fontSize: {
    xs: 'Fine print, badges',
    sm: 'Captions, table cells, secondary text',
    md: 'Body text and controls',
    lg: 'Lead text, small headings',
    xl: 'Section headings',
    '2xl': 'Page headings',
    '3xl': 'Hero and banner headings',
  },
  fontWeight: {
    regular: 'Body text',
    medium: 'Labels, buttons, table headers',
    bold: 'Headings and figures that must stand out',
  },
  lineHeight: {
    tight: 'Headings and single-line controls',
    normal: 'Body text',
    relaxed: 'Long reading text (content pages)',
  },
  space: {
    none: 'No gap',
    '2xs': 'Hairline gaps: icon to text inside a chip',
    xs: 'Gaps inside controls',
    sm: 'Gaps between related items (label and field)',
    md: 'Default gap between items and card padding',
    lg: 'Gaps between groups and dialog padding',
    xl: 'Gaps between page sections',
    '2xl': 'Large section spacing',
    '3xl': 'Hero and page-level spacing',
  },
  radius: {
    none: 'Square corners',
    sm: 'Chips, small controls, table cells',
    md: 'Buttons, inputs, tiles',
    lg: 'Cards and panels',
    xl: 'Dialogs and drawers',
    pill: 'Fully rounded: pills, switches, avatars',
  },
  shadow: {
    sm: 'Raised controls and tiles',
    md: 'Cards and menus',
    lg: 'Dialogs and drawers',
    focus: 'The focus ring (box-shadow), built from the focus border colour',
  },
  zIndex: {
    base: 'Page content',
    sticky: 'Sticky header, tab bars and the mobile navigation',
    dropdown: 'Menus, selects and popovers',
    drawer: 'Drawers (menu, betslip on phones)',
    overlay: 'Backdrops behind dialogs',
    modal: 'Dialogs',
    toast: 'Toasts, above dialogs',
    tooltip: 'Tooltips, above everything',
  },
  motion: {
    fast: 'Hover and press feedback',
    normal: 'Opening menus, tabs and toasts',
    slow: 'Dialogs, drawers and page-level transitions',
    easing: 'The easing curve of every transition',
  },
};
