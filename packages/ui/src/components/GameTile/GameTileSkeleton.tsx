import { clsx } from 'clsx';
import { Skeleton } from '../Skeleton';
import * as styles from './GameTile.css';

export interface GameTileSkeletonProps {
  /** Extra class names. */
  className?: string;
}

/**
 * The placeholder of a `GameTile` while games load: the same box (4:3 image, two caption lines), so the
 * grid keeps its size when the tiles arrive. Hidden from assistive technology: mark the loading region.
 */
export function GameTileSkeleton({ className }: GameTileSkeletonProps) {
  return (
    <div className={clsx(styles.tile, className)} aria-hidden="true" data-skeleton="">
      <div className={styles.imageBox}>
        <Skeleton className={styles.skeletonImage} height="100%" radius="none" />
      </div>
      <div className={styles.caption}>
        <span className={clsx(styles.name, styles.skeletonLine)}>
          <Skeleton width="70%" height="0.8em" />
        </span>
        <span className={clsx(styles.provider, styles.skeletonLine)}>
          <Skeleton width="45%" height="0.8em" />
        </span>
      </div>
    </div>
  );
}
