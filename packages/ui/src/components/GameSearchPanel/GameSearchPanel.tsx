import { clsx } from 'clsx';
import { forwardRef, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon, SearchIcon } from '../../private/formIcons';
import { IconButton } from '../IconButton';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';
import * as styles from './GameSearchPanel.css';

/** Every text of {@link GameSearchPanel}. */
export interface GameSearchPanelMessages {
  /** Accessible name of the search landmark (the panel). */
  label: string;
  /** Visible label of the provider dropdown. */
  provider: string;
  /** The dropdown's first entry, which removes the provider filter. */
  allProviders: string;
  /** The dropdown's only entry when there are no providers. */
  noOptions: string;
  /** Accessible name of the text box (its label is visually hidden; the placeholder says what to type). */
  query: string;
  /** Placeholder of the text box. */
  placeholder: string;
  /** Accessible name of the clear button, which empties the text and the provider filter. */
  clear: string;
  /** The result count, announced politely as it changes. */
  results: (count: number) => string;
}

export const defaultGameSearchPanelMessages: GameSearchPanelMessages = {
  label: 'Game search',
  provider: 'Provider Filter',
  allProviders: 'All Providers',
  noOptions: 'No options available',
  query: 'Search games',
  placeholder: 'Search Your Favourite Game',
  clear: 'Clear search',
  results: (count) => (count === 1 ? '1 game found' : `${count} games found`),
};

export interface GameSearchPanelProps {
  /** The search text (controlled). */
  query: string;
  /** The chosen provider's value, `''` for all providers (controlled). */
  provider: string;
  /** The providers to filter by (the app leaves out the ones the spec omits, such as databet). */
  providers: readonly SelectOption[];
  /** Called with the text on every keystroke. */
  onQueryChange: (query: string) => void;
  /** Called with the chosen provider's value, `''` for all. */
  onProviderChange: (provider: string) => void;
  /**
   * Called by the clear button (shown while there is text or a provider) and by Escape in the text box.
   * Without it, clearing calls `onQueryChange('')` and `onProviderChange('')`.
   */
  onClear?: () => void;
  /** Called with the text and provider when the player presses Enter. */
  onSubmit?: (query: string, provider: string) => void;
  /** The number of matching games, announced in a polite live region; leave undefined before a search. */
  resultCount?: number;
  /** The results beside (desktop) or under (phones) the panel, usually a `GameGrid`. */
  children?: ReactNode;
  /** Texts, merged over the English defaults (`defaultGameSearchPanelMessages`). */
  messages?: Partial<GameSearchPanelMessages>;
  /** Extra class names for the outer layout. */
  className?: string;
}

/**
 * The lobby's search: a provider dropdown, a text box with a clear button and a live result count, in a
 * side column on desktop that stacks on top of the results on phones. Filtering is the app's: it gets
 * every keystroke, the provider and Enter.
 */
export const GameSearchPanel = forwardRef<HTMLDivElement, GameSearchPanelProps>(function GameSearchPanel(
  {
    query,
    provider,
    providers,
    onQueryChange,
    onProviderChange,
    onClear,
    onSubmit,
    resultCount,
    children,
    messages,
    className,
  },
  ref,
) {
  const text = { ...defaultGameSearchPanelMessages, ...messages };
  const inputRef = useRef<HTMLInputElement>(null);
  const hasFilter = query !== '' || provider !== '';

  const clear = () => {
    if (onClear) onClear();
    else {
      onQueryChange('');
      onProviderChange('');
    }
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit?.(event.currentTarget.value, provider);
    } else if (event.key === 'Escape' && hasFilter) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <div ref={ref} className={clsx(styles.layout, className)}>
      <form
        role="search"
        aria-label={text.label}
        className={styles.panel}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit?.(query, provider);
        }}
      >
        <Select
          label={text.provider}
          options={providers}
          placeholder={text.allProviders}
          value={providers.length === 0 ? '' : provider}
          onValueChange={onProviderChange}
          messages={{ empty: text.noOptions }}
        />
        <TextField
          ref={inputRef}
          type="search"
          label={text.query}
          hideLabel
          placeholder={text.placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={handleKeyDown}
          enterKeyHint="search"
          autoComplete="off"
          startAdornment={<SearchIcon className={styles.searchIcon} />}
          endAdornment={
            hasFilter ? (
              <IconButton className={styles.clear} size="sm" label={text.clear} icon={<CloseIcon />} onClick={clear} />
            ) : undefined
          }
        />
        <p className={styles.count} role="status">
          {resultCount === undefined ? '' : text.results(resultCount)}
        </p>
      </form>
      <div className={styles.results}>{children}</div>
    </div>
  );
});
