import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { TabsContent } from './TabsContent';
import { TabsList } from './TabsList';
import { TabsTrigger } from './TabsTrigger';

const SlotsIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M4 4h16a1 1 0 011 1v14a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1zm2 4v8h3V8H6zm4.5 0v8h3V8h-3zM15 8v8h3V8h-3z" />
  </svg>
);

const lobby = [
  { value: 'all', label: 'All', count: 128 },
  { value: 'slots', label: 'Slots', count: 96 },
  { value: 'table', label: 'Table Games', count: 18 },
  { value: 'instant', label: 'Instant', count: 14 },
  { value: 'favourites', label: 'Favourites', count: 3 },
  { value: 'search', label: 'Search' },
];

const meta = {
  title: 'Primitives/Tabs',
  parameters: {
    docs: {
      description: {
        component: [
          'Switches between panels of content. Compose with `TabsList`, `TabsTrigger` and `TabsContent`; arrow keys move between the tabs.',
          '',
          '### Usage',
          'Use for sibling views of the same subject on one page: Sign Up / Sign In, Casino / Live casino lobby sections, the player dashboard\'s sections (`orientation="vertical"`).',
          '',
          "- **Do** keep tab labels short and parallel ('Deposits', 'Withdrawals', 'Bets').",
          '- **Do** control them (`value` + `onValueChange`) when the tab is in the URL, so a reload keeps it.',
          "- **Don't** use tabs for steps of a flow the player must go through in order (deposit, KYC).",
          "- **Don't** hide errors in another tab: a form's errors must be visible on the tab being submitted.",
        ].join('\n'),
      },
    },
  },
  component: Tabs,
  argTypes: {
    value: { control: 'select', options: ['all', 'slots', 'table', 'instant', 'favourites', 'search'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    children: { control: false, description: 'A `TabsList` of `TabsTrigger`s and one `TabsContent` per tab.' },
  },
  args: { defaultValue: 'all', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Casino categories">
        {lobby.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} count={tab.count}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {lobby.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.label} games
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LobbyCategories: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Casino categories' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'All (128)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All games');

    await userEvent.click(canvas.getByRole('tab', { name: 'Slots (96)' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('slots');
    await expect(canvas.getByRole('tabpanel', { name: 'Slots (96)' })).toHaveTextContent('Slots games');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Table Games (18)' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('table');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'All (128)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Search' })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: function BetslipTabs(args) {
    const [value, setValue] = useState('multiple');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      >
        <TabsList aria-label="Bet type">
          <TabsTrigger value="single" count={1}>
            Single
          </TabsTrigger>
          <TabsTrigger value="multiple" count={3}>
            Multiple
          </TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
        </TabsList>
        <TabsContent value="single">One selection per bet.</TabsContent>
        <TabsContent value="multiple">All selections in one accumulator.</TabsContent>
        <TabsContent value="system">Combinations of your selections.</TabsContent>
        <p>Selected: {value}</p>
      </Tabs>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Multiple (3)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'System' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('system');
    await expect(canvas.getByText('Selected: system')).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Combinations of your selections.');
  },
};

export const WithIcons: Story = {
  args: { defaultValue: 'live' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Popular events">
        <TabsTrigger value="live" icon={<SlotsIcon />} count={42}>
          Live
        </TabsTrigger>
        <TabsTrigger value="prematch" icon={<SlotsIcon />} count={318}>
          Prematch
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">Soccer 12, Tennis 8, Basketball 6</TabsContent>
      <TabsContent value="prematch">Soccer 140, Tennis 77, Basketball 51</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prematch = canvas.getByRole('tab', { name: 'Prematch (318)' });
    await expect(prematch.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(prematch);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Soccer 140');
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Casino categories">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="favourites" disabled>
          Favourites
        </TabsTrigger>
        <TabsTrigger value="search">Search</TabsTrigger>
      </TabsList>
      <TabsContent value="all">All games</TabsContent>
      <TabsContent value="favourites">Favourite games</TabsContent>
      <TabsContent value="search">Search games</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Favourites' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Search' })).toHaveFocus();
  },
};

/** Tab values end up in element ids, so they are slugs rather than labels. */
const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

const secondDesign = [
  'All Games',
  'Top',
  'New',
  'Popular',
  'Slots',
  'Table',
  'Jackpots',
  'Live Games',
  'Search',
  'Instant',
  'Favorites',
];

export const ScrollableOnMobile: Story = {
  args: { defaultValue: 'all-games' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Tabs {...args}>
        <TabsList aria-label="Game lobby">
          {secondDesign.map((label) => (
            <TabsTrigger key={label} value={slug(label)}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {secondDesign.map((label) => (
          <TabsContent key={label} value={slug(label)}>
            {label}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Game lobby' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'All Games' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Favorites' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const [listBox, lastBox] = [list.getBoundingClientRect(), last.getBoundingClientRect()];
    await expect(lastBox.right).toBeLessThanOrEqual(listBox.right + 1);
  },
};

const dashboard = ['Account Settings', 'Identity Details', 'KYC', 'Deposit', 'Withdraw', 'Transaction History'];

export const VerticalSidebar: Story = {
  args: { defaultValue: 'account-settings', orientation: 'vertical' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Profile dashboard">
        {dashboard.map((label) => (
          <TabsTrigger key={label} value={slug(label)} count={label === 'KYC' ? '!' : undefined}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {dashboard.map((label) => (
        <TabsContent key={label} value={slug(label)}>
          <h2>{label}</h2>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Account Settings' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'KYC (!)' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('kyc');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'KYC (!)' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'KYC' })).toBeInTheDocument();
  },
};
