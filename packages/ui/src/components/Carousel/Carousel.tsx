import { clsx } from 'clsx';
import { useEffect, useId, useState, useSyncExternalStore, type KeyboardEvent, type Key, type ReactNode } from 'react';
import { Icon } from '../../private/formIcons';
import { IconButton } from '../IconButton';
import * as styles from './Carousel.css';

/** Every text of {@link Carousel}. */
export interface CarouselMessages {
  previous: string;
  next: string;
  /** The rotation button while the slides advance by themselves. */
  pause: string;
  /** The rotation button while they do not. */
  play: string;
  /** A slide's name: 'Slide 2 of 5' (also the picker's button). */
  slide: (position: number, count: number) => string;
  /** Names the slide picker. */
  picker: string;
}

export const defaultCarouselMessages: CarouselMessages = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Stop automatic slide show',
  play: 'Start automatic slide show',
  slide: (position, count) => `Slide ${position} of ${count}`,
  picker: 'Choose a slide',
};

export interface CarouselProps<T> {
  /** The slides' data, in order. An empty list renders nothing. */
  items: readonly T[];
  renderSlide: (item: T, index: number, current: boolean) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** The carousel's accessible name, e.g. 'Promotions'. */
  label: string;
  /** How long a slide shows before the next while rotating; 0 never rotates. */
  intervalMs?: number;
  messages?: Partial<CarouselMessages>;
  className?: string;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon>
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </Icon>
);
const PauseIcon = () => (
  <Icon>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);
const PlayIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.6-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </Icon>
);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeToMotion = (change: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};

/** Whether the visitor asked for reduced motion; false on the server. */
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );

/**
 * A slide show (the WAI-ARIA carousel pattern): a region named by `label` with
 * aria-roledescription "carousel", one slide shown at a time as a group with aria-roledescription
 * "slide", a rotation button first (pause / play), previous and next buttons, and a slide picker.
 * The slides advance by themselves every `intervalMs` unless the visitor prefers reduced motion,
 * and stop while the pointer is over the carousel or focus is inside it; the arrow keys move
 * between slides. While not rotating, the slide's change is announced politely.
 */
export function Carousel<T>({
  items,
  renderSlide,
  getKey,
  label,
  intervalMs = 7000,
  messages,
  className,
}: CarouselProps<T>) {
  const text = { ...defaultCarouselMessages, ...messages };
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const count = items.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const canRotate = count > 1 && intervalMs > 0 && !reduced;
  const rotating = canRotate && !paused;
  const advancing = rotating && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [advancing, current, count, intervalMs]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    // The region holds the carousel's buttons: the arrow keys pressed on any of them move the slides,
    // and the pointer over it or focus in it holds the rotation (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.root, className)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={slidesId} className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={getKey(item, i)}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slide(i + 1, count)}
            hidden={i !== current}
            className={styles.slide}
          >
            {renderSlide(item, i, i === current)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {canRotate && (
            <IconButton
              label={rotating ? text.pause : text.play}
              icon={rotating ? <PauseIcon /> : <PlayIcon />}
              variant="secondary"
              size="md"
              onClick={() => setPaused((value) => !value)}
            />
          )}
          <ul className={styles.dots} aria-label={text.picker}>
            {items.map((item, i) => (
              <li key={getKey(item, i)}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={text.slide(i + 1, count)}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <IconButton
            label={text.previous}
            icon={<Chevron direction="left" />}
            variant="secondary"
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
          />
          <IconButton
            label={text.next}
            icon={<Chevron direction="right" />}
            variant="secondary"
            aria-controls={slidesId}
            onClick={() => go(current + 1)}
          />
        </div>
      )}
    </section>
  );
}
