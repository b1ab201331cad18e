import type { Game } from '@casino/contract';
import { gpApi } from '@casino/contract/routes';
import { FAVOURITE_LOCK_MS } from '@casino/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../api/client';
import { useFavourites, useGames } from '../data/casino';
import { tr } from '../i18n/translate';
import { notify } from '../notify/notify';
import { segments } from '../paths';

/**
 * Adds or removes a favourite (spec point 4): the game's control stays locked for 2 seconds
 * after a change and unlocks at once on error; the lists are updated from the answer.
 */
export function useFavouriteToggle() {
  const games = useGames();
  const favourites = useFavourites();
  const [locked, setLocked] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const unlock = useCallback((id: number) => {
    setLocked((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const toggle = useCallback(
    async (game: Game) => {
      if (locked.has(game.id)) return;
      setLocked((current) => new Set(current).add(game.id));
      const adding = !game.isFavourite;
      try {
        const result = await callApi(adding ? gpApi.addFavourite : gpApi.removeFavourite, {
          body: { gameId: game.id },
        });
        const flip = (list: Game[] | undefined) =>
          list?.map((g) => (g.id === game.id ? { ...g, isFavourite: result.isFavourite } : g));
        await games.mutate(flip, { revalidate: false });
        await favourites.mutate(
          (list) =>
            result.isFavourite
              ? [...(list ?? []).filter((g) => g.id !== game.id), { ...game, isFavourite: true }]
              : (list ?? []).filter((g) => g.id !== game.id),
          { revalidate: false },
        );
        notify.success(
          result.isFavourite
            ? tr('toast.gameAddedToFavourites', 'Game Added To Favourites')
            : tr('toast.gameRemovedFromFavourites', 'Game Removed From Favourites'),
        );
        timers.current.set(
          game.id,
          window.setTimeout(() => unlock(game.id), FAVOURITE_LOCK_MS),
        );
      } catch {
        notify.error(tr('toast.somethingWentWrong', 'Something went wrong!'));
        unlock(game.id);
      }
    },
    [locked, games, favourites, unlock],
  );

  return { toggle, locked };
}

/** Where a tile leads: /play-game only when the game has both id and gameId (spec point 2). */
export function playHref(game: Pick<Game, 'id' | 'gameId' | 'gameProvider'>): string | undefined {
  if (!game.id || !game.gameId) return undefined;
  // Written out (as URLSearchParams would encode it): a search keystroke builds one per tile shown.
  const gameId = encodeURIComponent(game.gameId)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
  return `/${segments.playGame}?id=${game.id}&gameId=${gameId}&gameProviderId=${game.gameProvider.id}`;
}

/** The tile image: the second image's link when there are images, else the first; none otherwise. */
export function tileImage(game: Pick<Game, 'images'>): string | undefined {
  return game.images[1]?.link ?? game.images[0]?.link;
}
