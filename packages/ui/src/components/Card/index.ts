export { Card } from './Card';
export type { CardElement, CardProps } from './Card';
export { CardHeader } from './CardHeader';
export type { CardHeaderProps } from './CardHeader';
export { CardBody } from './CardBody';
export type { CardBodyProps } from './CardBody';
export { CardFooter } from './CardFooter';
export type { CardFooterProps } from './CardFooter';
