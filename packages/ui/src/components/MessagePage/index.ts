export { MessagePage } from './MessagePage';
export type { MessagePageProps, MessagePageTone } from './MessagePage';
