export { MobileNav, defaultMobileNavMessages } from './MobileNav';
export type { MobileNavProps, MobileNavMessages } from './MobileNav';
export { MobileFooterMenu, defaultMobileFooterMenuMessages } from './MobileFooterMenu';
export type { MobileFooterMenuProps, MobileFooterMenuMessages, MobileFooterMenuItem } from './MobileFooterMenu';
