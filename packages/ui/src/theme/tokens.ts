/**
 * The shape of every design token. Themes fill it with values; components read it through
 * `vars` (see `contract.css.ts`), never through literal colours or sizes.
 */
export type ThemeTokens = {
  color: {
    surface: { base: string; raised: string; overlay: string; sunken: string; hover: string };
    text: { primary: string; secondary: string; muted: string; inverse: string };
    border: { subtle: string; strong: string; focus: string };
    accent: { base: string; hover: string; subtle: string; contrast: string; text: string };
    success: ToneTokens;
    warning: ToneTokens;
    danger: ToneTokens;
    info: ToneTokens;
    neutral: ToneTokens;
    /**
     * Transaction type colours (spec point 4: deposit, withdrawal, block, unblock) and the bonus
     * wallet's rows: bonus (credit), bonusConversion, bonusExpiry, bonusForfeit.
     */
    transaction: {
      deposit: string;
      withdrawal: string;
      block: string;
      unblock: string;
      bonus: string;
      bonusConversion: string;
      bonusExpiry: string;
      bonusForfeit: string;
    };
    /** Bet type colours (spec point 4): win, bet, block, unblock. */
    bet: { win: string; bet: string; block: string; unblock: string };
    backdrop: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string; relaxed: string };
  space: {
    none: string;
    '2xs': string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    '2xl': string;
    '3xl': string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; pill: string };
  shadow: { sm: string; md: string; lg: string; focus: string };
  zIndex: {
    base: string;
    sticky: string;
    dropdown: string;
    drawer: string;
    overlay: string;
    modal: string;
    toast: string;
    tooltip: string;
  };
  motion: { fast: string; normal: string; slow: string; easing: string };
};

/** A status tone: a strong colour, a subtle background and text readable on that background. */
export type ToneTokens = {
  base: string;
  subtle: string;
  text: string;
};

/** Breakpoints of spec point 9, in pixels. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The widest viewport that gets the mobile layout (spec point 9). */
export const mobileMaxWidth = 991;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for each breakpoint (min-width) and for the mobile layout (max-width). */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  mobile: `screen and (max-width: ${mobileMaxWidth}px)`,
  desktop: `screen and (min-width: ${mobileMaxWidth + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

const sharedScale = {
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    '2xs': '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '3rem',
  },
  // Popovers (menus, selects, calendars) sit above dialogs and drawers because they open inside them.
  zIndex: {
    base: '0',
    sticky: '100',
    drawer: '1100',
    overlay: '1200',
    modal: '1300',
    dropdown: '1350',
    toast: '1400',
    tooltip: '1500',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} satisfies Pick<ThemeTokens, 'font' | 'fontSize' | 'fontWeight' | 'lineHeight' | 'space' | 'zIndex' | 'motion'>;

/** The default casino look: deep navy surfaces with an amber accent. */
export const darkTokens: ThemeTokens = {
  ...sharedScale,
  color: {
    surface: { base: '#0d111c', raised: '#161c2b', overlay: '#1e2638', sunken: '#090c14', hover: '#242d42' },
    text: { primary: '#f3f5fa', secondary: '#b8c0d4', muted: '#8f99b0', inverse: '#0d111c' },
    border: { subtle: '#2a3348', strong: '#4a5572', focus: '#ffd166' },
    accent: { base: '#f5b400', hover: '#ffc83d', subtle: '#3a2f0c', contrast: '#1a1300', text: '#ffc83d' },
    success: { base: '#22c55e', subtle: '#0f3320', text: '#6ee7a0' },
    warning: { base: '#f59e0b', subtle: '#3b2a08', text: '#fcd27b' },
    danger: { base: '#f04452', subtle: '#3d1217', text: '#ff8f98' },
    info: { base: '#3b9dff', subtle: '#0e2a47', text: '#8cc6ff' },
    neutral: { base: '#8f99b0', subtle: '#242d42', text: '#d3d9e6' },
    transaction: {
      deposit: '#4ade80',
      withdrawal: '#ff8f98',
      block: '#fcd27b',
      unblock: '#8cc6ff',
      bonus: '#c4b5fd',
      bonusConversion: '#5eead4',
      bonusExpiry: '#f9a8d4',
      bonusForfeit: '#fdba74',
    },
    bet: { win: '#4ade80', bet: '#ff8f98', block: '#fcd27b', unblock: '#8cc6ff' },
    backdrop: 'rgba(3, 5, 10, 0.72)',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 40px rgba(0, 0, 0, 0.55)',
    focus: '0 0 0 3px rgba(255, 209, 102, 0.55)',
  },
};

/** A second brand: light surfaces with a royal blue accent. */
export const lightTokens: ThemeTokens = {
  ...sharedScale,
  color: {
    surface: { base: '#f6f7fb', raised: '#ffffff', overlay: '#ffffff', sunken: '#eceef5', hover: '#e6e9f2' },
    text: { primary: '#111827', secondary: '#374151', muted: '#5b6474', inverse: '#ffffff' },
    border: { subtle: '#d9dde7', strong: '#8b93a5', focus: '#1d4ed8' },
    accent: { base: '#1d4ed8', hover: '#1e40af', subtle: '#dbe6ff', contrast: '#ffffff', text: '#1d4ed8' },
    success: { base: '#15803d', subtle: '#dcfce7', text: '#166534' },
    warning: { base: '#b45309', subtle: '#fef3c7', text: '#92400e' },
    danger: { base: '#c81e2b', subtle: '#fee2e2', text: '#a3111d' },
    info: { base: '#0369a1', subtle: '#e0f2fe', text: '#075985' },
    neutral: { base: '#5b6474', subtle: '#eceef5', text: '#374151' },
    transaction: {
      deposit: '#15803d',
      withdrawal: '#b91c1c',
      block: '#92400e',
      unblock: '#075985',
      bonus: '#6d28d9',
      bonusConversion: '#115e59',
      bonusExpiry: '#9d174d',
      bonusForfeit: '#9a3412',
    },
    bet: { win: '#15803d', bet: '#b91c1c', block: '#92400e', unblock: '#075985' },
    backdrop: 'rgba(17, 24, 39, 0.5)',
  },
  radius: { none: '0', sm: '4px', md: '6px', lg: '10px', xl: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 4px 14px rgba(17, 24, 39, 0.12)',
    lg: '0 12px 36px rgba(17, 24, 39, 0.18)',
    focus: '0 0 0 3px rgba(29, 78, 216, 0.45)',
  },
};

/** The themes shipped with the library, by `data-theme` value. */
export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];
