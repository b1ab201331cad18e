import { forwardRef, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import * as styles from './LobbyTabs.css';

/** One tab of the lobby. */
export interface LobbyTab {
  /** A slug without spaces (it becomes part of element ids), e.g. `all`, `slots`, `table-games`, `search`. */
  value: string;
  /** The visible label, e.g. 'Table Games'. */
  label: string;
  /** A decorative icon before the label (mark it `aria-hidden`). */
  icon?: ReactNode;
}

/** Every text of {@link LobbyTabs}. */
export interface LobbyTabsMessages {
  /** Accessible name of the tab strip. */
  label: string;
}

export const defaultLobbyTabsMessages: LobbyTabsMessages = { label: 'Game categories' };

export interface LobbyTabsProps {
  /** The tabs to show, in order. The app decides which (spec: types with games, Favourites only with favourites, All and Search always). */
  tabs: readonly LobbyTab[];
  /** The selected tab's value (controlled). */
  value: string;
  /** Called with the value of the tab chosen by click, or by the arrow keys, Home and End. */
  onValueChange: (value: string) => void;
  /** The selected tab's panel: the games of that category, or the search panel. */
  children?: ReactNode;
  /** Texts, merged over the English defaults (`defaultLobbyTabsMessages`). */
  messages?: Partial<LobbyTabsMessages>;
}

/**
 * The casino lobby's category strip (All, Slots, Table Games, Instant, Favourites, Search) over the
 * selected category's panel. On phones the strip scrolls sideways and the focused tab scrolls into view.
 */
export const LobbyTabs = forwardRef<HTMLDivElement, LobbyTabsProps>(function LobbyTabs(
  { tabs, value, onValueChange, children, messages },
  ref,
) {
  const text = { ...defaultLobbyTabsMessages, ...messages };
  return (
    <Tabs ref={ref} value={value} onValueChange={onValueChange}>
      <TabsList className={styles.list} aria-label={text.label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} icon={tab.icon}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.value === value && children}
        </TabsContent>
      ))}
    </Tabs>
  );
});
