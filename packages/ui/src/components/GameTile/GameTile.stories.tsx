import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../private/storySamples';
import { GameTile, type GameTileProps } from './GameTile';
import { GameTileSkeleton } from './GameTileSkeleton';

/** The CSS rules (inside cascade layers too) whose selector mentions `part`. */
function rulesFor(part: string): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes(part)) found.push(rule);
      if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  return found;
}

const meta = {
  title: 'Patterns/GameTile',
  parameters: {
    docs: {
      description: {
        component: [
          "A game in the lobby: a 4:3 image (or placeholder), the name and the provider, an optional 'Live' badge and a favourite heart. With an `href` the whole tile launches the game; its size never depends on the image.",
          '',
          '### Usage',
          'Use for one game wherever games are listed: lobby sections, search results, favourites, recently played. Lay tiles out with `GameGrid`.',
          '',
          '- **Do** set `priority` only for the tiles of the first screen (above the fold); the rest load lazily.',
          '- **Do** give `onFavouriteToggle` only to a signed-in player, and lock the heart with `favouriteLocked` while the change is saved.',
          '- **Do** leave `href` undefined when the game cannot be launched (market or maintenance): the tile then is plain content, not a dead link.',
          "- **Don't** put other buttons or links inside the tile; its accessible name is 'Play {name}' for speech input.",
          "- **Don't** show a `GameTile` with made-up data while loading: use `GameTileSkeleton`.",
        ].join('\n'),
      },
    },
  },
  component: GameTile,
  argTypes: {
    name: { control: 'text' },
    provider: { control: 'text' },
    imageSrc: { control: 'text' },
    href: { control: 'text' },
    live: { control: 'boolean' },
    priority: { control: 'boolean' },
    favourite: { control: 'boolean' },
    favouriteLocked: { control: 'boolean' },
    onFavouriteToggle: {
      control: false,
      description: 'Shows the heart when given (a signed-in player): see the Favourite stories.',
    },
    messages: {
      control: 'object',
      description: 'Texts over `defaultGameTileMessages`; the accessible names are functions, set in code.',
    },
  },
  args: {
    name: 'Gates of Olympus',
    provider: 'Pragmatic Play',
    imageSrc: sampleImage('Gates of Olympus', 38),
    href: '/play-game?id=12&gameId=vs20olympgate',
  },
  // Stories that lay out several get `parameters: { maxWidth: 'none' }`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Play Gates of Olympus' });
    await expect(link).toHaveAttribute('href', '/play-game?id=12&gameId=vs20olympgate');
    await expect(canvas.getByText('Pragmatic Play')).toBeVisible();
    const image = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');

    // The play button is hidden at rest, and shown by keyboard focus (focus-within) ...
    const play = canvasElement.querySelector('[data-play]') as HTMLElement;
    await expect(getComputedStyle(play).opacity).toBe('0');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(play).opacity).toBe('1'));
    await userEvent.tab();
    await waitFor(() => expect(getComputedStyle(play).opacity).toBe('0'));
    // ... and by the pointer: scripted events cannot set :hover, so check the rule that does.
    const hoverRule = rulesFor(':hover').find((rule) => rule.selectorText.includes(play.classList[0] as string));
    await expect(hoverRule?.selectorText).toContain(':focus-within');
    await expect(hoverRule?.style.opacity).toBe('1');
  },
};

/** A signed-in player toggles the heart; the app locks it while the change is saved (spec: 2 seconds). */
function FavouriteDemo(args: GameTileProps) {
  const [favourite, setFavourite] = useState(false);
  const [locked, setLocked] = useState(false);
  return (
    <GameTile
      {...args}
      favourite={favourite}
      favouriteLocked={locked}
      onFavouriteToggle={(next) => {
        args.onFavouriteToggle?.(next);
        setFavourite(next);
        setLocked(true);
        window.setTimeout(() => setLocked(false), 300);
      }}
    />
  );
}

export const FavouriteToggle: Story = {
  args: { onFavouriteToggle: fn() },
  render: (args) => <FavouriteDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Add Gates of Olympus to favourites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onFavouriteToggle).toHaveBeenCalledWith(true);
    await expect(heart).toHaveAccessibleName('Remove Gates of Olympus from favourites');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Locked: presses are ignored, focus stays on the heart.
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    await expect(args.onFavouriteToggle).toHaveBeenCalledTimes(1);
    await expect(heart).toHaveFocus();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onFavouriteToggle).toHaveBeenLastCalledWith(false);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const FavouriteLocked: Story = {
  args: { favourite: true, favouriteLocked: true, onFavouriteToggle: fn() },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Remove Gates of Olympus from favourites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(heart).cursor).toBe('not-allowed');
    await userEvent.click(heart);
    await expect(args.onFavouriteToggle).not.toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Live: Story = {
  args: {
    name: 'Lightning Roulette',
    provider: 'Evolution',
    imageSrc: sampleImage('Lightning Roulette', 210),
    live: true,
    onFavouriteToggle: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live')).toBeVisible();
  },
};

/** Artwork that shows the name: the caption takes no room, the link keeps the name. */
export const NameInArtwork: Story = {
  args: { nameInArtwork: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The artwork shows the name: the caption takes no room, and the link over the whole tile keeps
    // the name for assistive technology with its text unseen.
    const link = canvas.getByRole('link', { name: 'Play Gates of Olympus' });
    await expect(link.parentElement?.getBoundingClientRect().height).toBe(0);
    await expect(getComputedStyle(link).color).toBe('rgba(0, 0, 0, 0)');
    // The link fills the tile inside its 1 px border.
    const tile = canvasElement.querySelector('[data-name-in-artwork]')?.getBoundingClientRect().height ?? 0;
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(tile - 2);
  },
};

export const WithoutImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { imageSrc: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).toBeVisible());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NotPlayable: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Gates of Olympus')).toBeVisible();
    await expect(canvasElement.querySelector('[data-play]')).toBeNull();
  },
};

export const LongName: Story = {
  args: {
    name: 'Extra Chilli Megaways Epic Spins Deluxe Christmas Edition',
    provider: 'Big Time Gaming and Friends Interactive',
    onFavouriteToggle: fn(),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Play Extra Chilli Megaways Epic Spins Deluxe Christmas Edition',
    });
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
  },
};

/** The skeleton keeps the tile's exact box, so the grid does not move when games arrive. */
export const SkeletonSameSize: Story = {
  parameters: { maxWidth: 'none' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 480 }}>
      <GameTile {...args} />
      <GameTileSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link').closest('[data-playable]') as HTMLElement;
    const skeleton = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const [a, b] = [tile.getBoundingClientRect(), skeleton.getBoundingClientRect()];
    await expect(Math.abs(a.height - b.height)).toBeLessThan(0.5);
    await expect(Math.abs(a.width - b.width)).toBeLessThan(0.5);
  },
};

export const MobileWidth: Story = {
  args: { live: true, onFavouriteToggle: fn(), favourite: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 170 }}>
        <Story />
      </div>
    ),
  ],
};
