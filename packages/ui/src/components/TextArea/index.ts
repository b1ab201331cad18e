export { TextArea, defaultTextAreaMessages } from './TextArea';
export type { TextAreaMessages, TextAreaProps } from './TextArea';
