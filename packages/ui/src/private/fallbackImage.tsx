import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import * as styles from './fallbackImage.css';

interface FallbackImageProps {
  /** The image URL; without one, or when it fails to load, the placeholder shows instead. */
  src?: string;
  /** Intrinsic width, so the browser knows the shape before the image arrives. */
  width: number;
  /** Intrinsic height. */
  height: number;
  /** The icon shown on the themed placeholder. */
  icon: ReactNode;
  /** Extra class names for the image. */
  className?: string;
  /** The image is among the first the page shows (the largest paint): load it at once, with high priority. */
  priority?: boolean;
}

/**
 * A lazily loaded, decorative image (its text sits beside it) that falls back to a themed placeholder
 * when there is no URL or the image fails. It fills a positioned box of fixed aspect ratio.
 */
export function FallbackImage({ src, width, height, icon, className, priority = false }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) {
    return (
      <span className={styles.placeholder} aria-hidden="true" data-placeholder="">
        {icon}
      </span>
    );
  }
  return (
    // A new element per picture: an element given another src keeps showing the old picture until
    // the new one has loaded, beside another game's name.
    <img
      key={src}
      className={clsx(styles.image, className)}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
