import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { MarkedRouterLink } from '../LinkProvider/LinkProvider.harness';
import { GameTile } from './GameTile';
import { GameTileSkeleton } from './GameTileSkeleton';

describe('GameTile', () => {
  it('is one link named after the game when it has an href, through the LinkProvider', () => {
    render(
      <LinkProvider linkComponent={MarkedRouterLink}>
        <GameTile name="Book of Dead" provider="Play'n GO" href="/play-game?id=1&gameId=bod" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Play Book of Dead' });
    expect(link).toHaveAttribute('href', '/play-game?id=1&gameId=bod');
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveTextContent('Book of Dead');
    expect(screen.getByText("Play'n GO")).toBeInTheDocument();
  });

  it('is no link and has no play button without an href', () => {
    const { container } = render(<GameTile name="Book of Dead" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('[data-play]')).toBeNull();
  });

  it('loads the image lazily with its size, and shows the placeholder when it fails', () => {
    const { container } = render(<GameTile name="Book of Dead" imageSrc="/img/bod.png" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
  });

  it('tries a new image URL after an earlier one failed', () => {
    const { container, rerender } = render(<GameTile name="Book of Dead" imageSrc="/img/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<GameTile name="Book of Dead" imageSrc="/img/bod.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/bod.png');
  });

  it('shows the Live badge only for live games', () => {
    const { rerender } = render(<GameTile name="Roulette" />);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    rerender(<GameTile name="Roulette" live messages={{ live: 'Live!' }} />);
    expect(screen.getByText('Live!')).toBeInTheDocument();
  });

  it('shows the heart only with onFavouriteToggle, and reports the requested state', async () => {
    const onFavouriteToggle = vi.fn();
    const { rerender } = render(<GameTile name="Book of Dead" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<GameTile name="Book of Dead" onFavouriteToggle={onFavouriteToggle} />);
    const heart = screen.getByRole('button', { name: 'Add Book of Dead to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onFavouriteToggle).toHaveBeenLastCalledWith(true);
    rerender(<GameTile name="Book of Dead" favourite onFavouriteToggle={onFavouriteToggle} />);
    expect(heart).toHaveAccessibleName('Remove Book of Dead from favourites');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(onFavouriteToggle).toHaveBeenLastCalledWith(false);
  });

  it('ignores presses on a locked heart but keeps it focusable', async () => {
    const onFavouriteToggle = vi.fn();
    render(<GameTile name="Book of Dead" favouriteLocked onFavouriteToggle={onFavouriteToggle} />);
    const heart = screen.getByRole('button', { name: 'Add Book of Dead to favourites' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    await userEvent.keyboard('{Enter}');
    expect(onFavouriteToggle).not.toHaveBeenCalled();
    expect(heart).toHaveFocus();
  });
});

describe('GameTileSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<GameTileSkeleton />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
