export { Carousel, defaultCarouselMessages } from './Carousel';
export type { CarouselMessages, CarouselProps } from './Carousel';
