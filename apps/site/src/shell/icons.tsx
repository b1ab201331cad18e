import { vars } from '@casino/ui/tokens';
import { logo as logoStyle } from './SiteShell.css';

/** Small inline icons of the site's own chrome (decorative: the links they sit in are named). */
const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);

export const sportsIcon = icon('M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10z');
export const eventsIcon = icon('M4 6h16v14H4zM8 3v6M16 3v6M4 11h16');
export const myBetIcon = icon('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6');
export const accountIcon = icon('M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');
export const instagramIcon = icon('M4 4h16v16H4zM12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8zM17 6.5v.01');
export const xIcon = icon('M4 4l16 16M20 4L4 20');
export const facebookIcon = icon('M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z');
export const telegramIcon = icon('M21 4L3 11l6 2 2 6 3-4 5 4z');

/** The brand's logo: a mark and the word, drawn in the theme's colours (the mark alone on phones). */
export function Logo() {
  return (
    <svg
      className={logoStyle}
      width="120"
      height="28"
      viewBox="0 0 120 28"
      preserveAspectRatio="xMinYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="28" height="28" rx="7" fill={vars.color.accent.base} />
      <path
        d="M9 14a5 5 0 0 1 9-3M9 14a5 5 0 0 0 9 3"
        stroke={vars.color.accent.contrast}
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <text x="36" y="20" fill="currentColor" fontSize="17" fontWeight="700" fontFamily="system-ui, sans-serif">
        Casino
      </text>
    </svg>
  );
}
