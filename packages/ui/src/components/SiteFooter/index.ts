export { SiteFooter, defaultSiteFooterMessages } from './SiteFooter';
export type { SiteFooterProps, SiteFooterMessages, SiteFooterSocialLink } from './SiteFooter';
