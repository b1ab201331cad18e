export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { DrawerTrigger } from './DrawerTrigger';
export type { DrawerTriggerProps } from './DrawerTrigger';
export { DrawerContent, defaultDrawerMessages } from './DrawerContent';
export type { DrawerContentProps, DrawerMessages } from './DrawerContent';
export { DrawerClose } from './DrawerClose';
export type { DrawerCloseProps } from './DrawerClose';
