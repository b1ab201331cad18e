import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LobbyTabs, type LobbyTab, type LobbyTabsProps } from './LobbyTabs';

const icon = (path: string) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d={path} />
  </svg>
);

const lobbyTabs: LobbyTab[] = [
  { value: 'all', label: 'All', icon: icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z') },
  { value: 'slots', label: 'Slots', icon: icon('M4 4h16v16H4zm3 4v8h2V8zm4 0v8h2V8zm4 0v8h2V8z') },
  {
    value: 'table-games',
    label: 'Table Games',
    icon: icon('M12 3a9 9 0 100 18 9 9 0 000-18zm0 4a5 5 0 110 10 5 5 0 010-10z'),
  },
  { value: 'instant', label: 'Instant', icon: icon('M13 2 4 14h6l-1 8 9-12h-6z') },
  {
    value: 'favourites',
    label: 'Favourites',
    icon: icon(
      'M12 21s-8-5-9.5-10C1.5 7.5 4 4 7.5 4c2 0 3.5 1 4.5 2.5C13 5 14.5 4 16.5 4 20 4 22.5 7.5 21.5 11 20 16 12 21 12 21z',
    ),
  },
  {
    value: 'search',
    label: 'Search',
    icon: icon('M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z'),
  },
];

function Lobby(args: LobbyTabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LobbyTabs
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
    >
      <p>{`${lobbyTabs.find((tab) => tab.value === value)?.label} games`}</p>
    </LobbyTabs>
  );
}

const meta = {
  title: 'Patterns/LobbyTabs',
  parameters: {
    docs: {
      description: {
        component: [
          "The casino lobby's category strip (All, Slots, Table Games, Instant, Favourites, Search) over the selected category's panel. On phones the strip scrolls sideways and the focused tab scrolls into view.",
          '',
          '### Usage',
          'Use once at the top of the casino lobby.',
          '',
          '- **Do** keep the category in the URL so a reload or a shared link opens the same tab.',
          '- **Do** pass only the tabs that have content: game types with games, Favourites only when the player has favourites.',
          "- **Don't** use it for other tabbed content: use `Tabs`.",
        ].join('\n'),
      },
    },
  },
  component: LobbyTabs,
  argTypes: {
    tabs: {
      control: false,
      description: 'The tabs, in order: `{ value, label, icon? }[]` (icons are elements: set in code).',
    },
    value: { control: 'select', options: ['all', 'slots', 'table-games', 'instant', 'favourites', 'search'] },
    children: { control: false, description: "The selected tab's panel." },
    messages: { control: 'object' },
  },
  args: { tabs: lobbyTabs, value: 'all', onValueChange: fn() },
  render: (args) => <Lobby {...args} />,
} satisfies Meta<typeof LobbyTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Game categories' })).toBeInTheDocument();
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All games');

    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('slots');
    await expect(canvas.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slots games');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Instant' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('table-games');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the strip for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Search' })).toHaveFocus();
  },
};

/** A visitor without favourites: the app leaves the Favourites tab out (and types without games). */
export const WithoutFavourites: Story = {
  args: { tabs: lobbyTabs.filter((tab) => tab.value !== 'favourites' && tab.value !== 'instant') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Slots',
      'Table Games',
      'Search',
    ]);
  },
};

export const WithoutIcons: Story = {
  args: { tabs: lobbyTabs.map(({ value, label }) => ({ value, label })) },
};

export const ScrollableOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // No scrollbar takes height from the strip.
    await expect(list.offsetHeight - list.clientHeight).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const [listBox, lastBox] = [
      list.getBoundingClientRect(),
      canvas.getByRole('tab', { name: 'Search' }).getBoundingClientRect(),
    ];
    await expect(lastBox.right).toBeLessThanOrEqual(listBox.right + 1);
  },
};
