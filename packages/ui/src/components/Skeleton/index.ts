export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { SkeletonText } from './SkeletonText';
export type { SkeletonTextProps } from './SkeletonText';
