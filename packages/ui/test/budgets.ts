/**
 * What a brand's page may pay for @casino/ui beyond React and React DOM, in KB of gzip, measured
 * by the packed-tarball consumer test (issue 18). Button's are the issue's; the others are the
 * sizes measured when per-component output landed, with a little room.
 */
export const BUDGETS = {
  button: { js: 8, css: 6 },
  AuthModal: { js: 62, css: 6 },
  Betslip: { js: 17, css: 5 },
  GameGrid: { js: 15, css: 3 },
  DateRangeFilter: { js: 53, css: 4 },
} as const;

/**
 * The single bundle before per-component output, measured by this test's 'everything' app
 * (every export, React and React DOM included): KB of minified JavaScript and of CSS, and the
 * JavaScript's gzip KB. Both JavaScript figures are asserted. Gzip depends on where the library's
 * modules land among other packages' on the page: rollup's output first left them scattered among
 * radix, date-fns and react-day-picker (173.6 KB); scripts/entry-order.mjs lays them out together,
 * in source order, as the single bundle did.
 */
export const TODAY_EVERYTHING = { jsMinifiedKB: 569.4, jsGzipKB: 167.5, cssKB: 117.6 } as const;

/**
 * Components added after the single bundle was measured, with what each adds to the 'everything'
 * page in KB of minified JavaScript and of its gzip: the budget of that page is the single bundle
 * plus these, so packaging can never grow it, while a new component is paid for openly. The gzip
 * figures were measured when the page's modules were laid out in source order, by building the
 * package's source before and after each change.
 */
export const ADDED_SINCE: Readonly<Record<string, { minifiedKB: number; gzipKB: number }>> = {
  // issue 17; its own module measured 1.33 minified, 0.42 gzip (AuthModal's two-factor step besides)
  TwoFactorCodeForm: { minifiedKB: 1.5, gzipKB: 0.5 },
  // issue 21: the date of birth in three boxes (DD, MM, YYYY), measured 2.7 minified; 1.03 gzip
  'DateField segments': { minifiedKB: 2.8, gzipKB: 1 },
  // issue 21: the selections of multiple and system bets, and focus given back by AuthModal and
  // MobileNav; the page measured 574.5 with them, 573.6 before (gzip 169.0 and 168.8)
  'BetSelectionList and focus return': { minifiedKB: 0.9, gzipKB: 0.2 },
  // issue 19: WalletMenu's figures and the Betslip's default amounts written by Intl.NumberFormat
  // with their currency ('€18.50', '18,50 €'); the page measured 574.63 with them, 574.5 before
  // (gzip 169.07 and 169.00)
  'amounts written by Intl': { minifiedKB: 0.2, gzipKB: 0.1 },
  // TextArea, the multi-line field (the back office's notes and reasons) with its character count;
  // the page measured 567.5 with it, 566.2 before (gzip 168.1 and 167.7)
  TextArea: { minifiedKB: 1.4, gzipKB: 0.4 },
  // issue 32, measured together: Carousel and ScrollRow (the lobby's promotions and rows), the
  // Betslip's keep-selections switch, EventRow's link to the other markets, GameTile's name in the
  // artwork and WalletMenu's close on leaving; the page measured 573.7 with them, 569.0 before
  // (gzip 170.2 and 168.8)
  'lobby rows, carousel and sportsbook depth': { minifiedKB: 4.8, gzipKB: 1.5 },
};
