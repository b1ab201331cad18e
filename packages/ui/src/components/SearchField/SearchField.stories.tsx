import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  parameters: {
    docs: {
      description: {
        component: [
          'A search box (`type="search"`, role `searchbox`) with a search icon and a clear button that shows once there is text. The label is hidden by default.',
          '',
          '### Usage',
          'Use to filter what is on the page: games, a back-office list.',
          '',
          "- **Do** still give it a `label` ('Search games'): it is the accessible name.",
          '- **Do** filter as the player types only when results come fast; otherwise on Enter.',
          "- **Don't** use it for a field that is not a search (e-mail, amount): use `TextField`.",
        ].join('\n'),
      },
    },
  },
  component: SearchField,
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hideLabel: { control: 'boolean' },
    disabled: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: {
    label: 'Search games',
    placeholder: 'Search Your Favourite Game',
    onSubmit: fn(),
    onClear: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search games' });
    await expect(input).toHaveAttribute('placeholder', 'Search Your Favourite Game');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(input, 'book of');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const SubmitOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(input, 'Gates of Olympus{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Gates of Olympus');
  },
};

export const ClearWithEscape: Story = {
  args: { defaultValue: 'roulette' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const WithText: Story = {
  args: { defaultValue: 'Sweet Bonanza' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
  },
};

const games = ['Book of Dead', 'Gates of Olympus', 'Lightning Roulette', 'Sweet Bonanza', 'Blackjack Classic'];

function LobbySearch(args: SearchFieldProps) {
  const [query, setQuery] = useState('');
  const found = games.filter((game) => game.toLowerCase().includes(query.toLowerCase()));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SearchField
        {...args}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          args.onChange?.(event);
        }}
        onClear={() => {
          setQuery('');
          args.onClear?.();
        }}
      />
      <ul aria-label="Games">
        {found.map((game) => (
          <li key={game}>{game}</li>
        ))}
      </ul>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <LobbySearch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Games' });
    await userEvent.type(canvas.getByRole('searchbox'), 'OF');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(games.length);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'roulette' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const VisibleLabel: Story = {
  args: { hideLabel: false, label: 'Search', hint: 'Matches any part of the game name.' },
};

export const LongText: Story = {
  args: { defaultValue: 'Extra Chilli Megaways Epic Spins Deluxe Edition Christmas Special Bonus Buy' },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
