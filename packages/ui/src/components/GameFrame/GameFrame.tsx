import { clsx } from 'clsx';
import {
  createElement,
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { CloseIcon } from '../../private/formIcons';
import { ExitFullscreenIcon, FullscreenIcon } from '../../private/lobbyIcons';
import { Chip } from '../Chip';
import { IconButton } from '../IconButton';
import { icon as iconClass, iconButton } from '../IconButton/IconButton.css';
import { useLinkComponent } from '../LinkProvider';
import { Spinner } from '../Spinner';
import * as styles from './GameFrame.css';

/** Every text of {@link GameFrame}. */
export interface GameFrameMessages {
  /** Accessible name of the close button. */
  close: string;
  /** Accessible name of the fullscreen button. */
  fullscreen: string;
  /** Its name while the game is fullscreen. */
  exitFullscreen: string;
  /** Shown (and announced) until the game's page has loaded. */
  loading: string;
  /** The badge shown in demo mode. */
  demo: string;
}

export const defaultGameFrameMessages: GameFrameMessages = {
  close: 'Close game',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  loading: 'Loading game...',
  demo: 'Demo mode',
};

export interface GameFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The game's launch URL. */
  src: string;
  /** The frame's accessible name, e.g. the game's name. */
  title: string;
  /** Where the close button goes (spec: `/`), through the `LinkProvider`'s link. Takes precedence over `onClose`. */
  closeHref?: string;
  /** Called by the close button when there is no `closeHref`. */
  onClose?: () => void;
  /** Shows the 'Demo mode' badge (spec: a visitor without a player id plays in demo mode). */
  demo?: boolean;
  /** Texts, merged over the English defaults (`defaultGameFrameMessages`). */
  messages?: Partial<GameFrameMessages>;
  /** More controls for the toolbar, before fullscreen and close (e.g. a market's panic button). */
  actions?: ReactNode;
}

const onFullscreenChange = (callback: () => void) => {
  document.addEventListener('fullscreenchange', callback);
  return () => document.removeEventListener('fullscreenchange', callback);
};
const noSubscription = () => () => {};

/**
 * The play-game page's frame: the game in an iframe filling the viewport under the header, with close and
 * fullscreen buttons over its top-right corner (in a bar above it at widths up to 600px). A spinner shows
 * until the game's page has loaded. The fullscreen button uses the Fullscreen API on the whole frame and
 * is left out where the browser does not allow it.
 */
export const GameFrame = forwardRef<HTMLDivElement, GameFrameProps>(function GameFrame(
  { src, title, closeHref, onClose, demo = false, messages, actions, className, ...rest },
  ref,
) {
  const text = { ...defaultGameFrameMessages, ...messages };
  const containerRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => containerRef.current as HTMLDivElement, []);
  const frameId = useId();
  const linkComponent = useLinkComponent();
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const fullscreenEnabled = useSyncExternalStore(
    noSubscription,
    () => document.fullscreenEnabled === true,
    () => false,
  );
  const fullscreen = useSyncExternalStore(
    onFullscreenChange,
    () => document.fullscreenElement?.getAttribute('data-game-frame') === frameId,
    () => false,
  );

  const toggleFullscreen = () => {
    const container = containerRef.current;
    if (!container) return;
    const request = fullscreen ? document.exitFullscreen() : container.requestFullscreen();
    // A refusal (no user gesture, a permissions policy) leaves the frame as it is.
    request.catch(() => undefined);
  };

  return (
    <div ref={containerRef} className={clsx(styles.root, className)} data-game-frame={frameId} {...rest}>
      <div className={styles.toolbar}>
        {actions}
        {demo && (
          <Chip className={styles.demo} tone="info" dot>
            {text.demo}
          </Chip>
        )}
        {fullscreenEnabled && (
          <IconButton
            variant="secondary"
            label={fullscreen ? text.exitFullscreen : text.fullscreen}
            icon={fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
            onClick={toggleFullscreen}
          />
        )}
        {closeHref !== undefined
          ? createElement(
              linkComponent,
              { href: closeHref, 'aria-label': text.close, className: iconButton({ variant: 'secondary' }) },
              <span className={iconClass} aria-hidden="true">
                <CloseIcon />
              </span>,
            )
          : onClose && <IconButton variant="secondary" label={text.close} icon={<CloseIcon />} onClick={onClose} />}
      </div>
      <div className={styles.frameBox}>
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          allow="fullscreen; autoplay; encrypted-media"
          allowFullScreen
          onLoad={() => setLoadedSrc(src)}
        />
        {loadedSrc !== src && (
          <div className={styles.loading} role="status">
            <Spinner size="lg" accent decorative />
            {text.loading}
          </div>
        )}
      </div>
    </div>
  );
});
