export { Tabs } from './Tabs';
export type { TabsProps } from './Tabs';
export { TabsList } from './TabsList';
export type { TabsListProps } from './TabsList';
export { TabsTrigger } from './TabsTrigger';
export type { TabsTriggerProps } from './TabsTrigger';
export { TabsContent } from './TabsContent';
export type { TabsContentProps } from './TabsContent';
