import { clsx } from 'clsx';
import * as styles from './Skeleton.css';
import { Skeleton } from './Skeleton';

export interface SkeletonTextProps {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  /** Width of the last line when there are several. */
  lastLineWidth?: string;
  /** Extra class names. */
  className?: string;
}

/** Placeholder lines for a paragraph that is loading; sized by the surrounding font size. Hidden from assistive technology. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%', className }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={clsx(styles.text, className)}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Skeleton
          key={index}
          className={styles.line}
          width={lines > 1 && index === lines - 1 ? lastLineWidth : '100%'}
          height="0.8em"
        />
      ))}
    </span>
  );
}
