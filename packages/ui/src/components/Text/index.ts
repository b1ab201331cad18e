export { Text } from './Text';
export type { TextElement, TextProps, TextTone } from './Text';
