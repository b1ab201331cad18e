import { MobileNav, type MobileNavProps } from '@casino/ui/MobileNav';

/** The mobile drawer, in its own chunk: it loads when a phone player first opens the menu. */
export default function Drawer(props: MobileNavProps) {
  return <MobileNav {...props} />;
}
