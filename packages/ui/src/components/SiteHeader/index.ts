export { SiteHeader, defaultSiteHeaderMessages } from './SiteHeader';
export type { SiteHeaderProps, SiteHeaderMessages, SiteMenuEntry } from './SiteHeader';
