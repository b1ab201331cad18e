export { SideNav } from './SideNav';
export type { SideNavItem, SideNavProps, SideNavSection } from './SideNav';
