import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSports } from '../../private/sportsbookSamples';
import { SportsNav, type SportsNavProps } from './SportsNav';

function Selecting(args: SportsNavProps) {
  const [selected, setSelected] = useState(args.selectedId);
  return (
    <SportsNav
      {...args}
      selectedId={selected}
      onSelect={(id) => {
        args.onSelect?.(id);
        setSelected(id);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/SportsNav',
  parameters: {
    docs: {
      description: {
        component: [
          'The list of sports of the sportsbook with their live and prematch event counts. A column beside the events on wide screens; on phones a row that scrolls sideways.',
          '',
          '### Usage',
          'Use once on the sports pages to move between sports.',
          '',
          "- **Do** pass counts from the feed for the player's market, and mark the current sport.",
          "- **Don't** list sports without events.",
        ].join('\n'),
      },
    },
  },
  component: SportsNav,
  argTypes: {
    sports: { control: 'object', description: '`{ id, name, live, prematch }[]`.' },
    selectedId: {
      control: 'select',
      options: ['soccer', 'tennis', 'basketball', 'table-tennis', 'volleyball', 'handball', 'ice-hockey'],
    },
    messages: { control: 'object' },
  },
  args: { sports: sampleSports, selectedId: 'soccer', onSelect: fn() },
  render: (args) => <Selecting {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SportsNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Sports' });
    const soccer = within(nav).getByRole('button', { name: 'Soccer (4 live, 38 prematch)' });
    await expect(soccer).toHaveAttribute('aria-current', 'true');
    const volleyball = within(nav).getByRole('button', { name: /^Volleyball/ });
    await expect(volleyball).toHaveAccessibleName('Volleyball (0 live, 6 prematch)');
    await userEvent.click(volleyball);
    await expect(args.onSelect).toHaveBeenCalledWith('volleyball');
    await expect(volleyball).toHaveAttribute('aria-current', 'true');
    await expect(soccer).not.toHaveAttribute('aria-current');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /^Tennis/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('tennis');
  },
};

export const Empty: Story = {
  args: { sports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const MobileWidth: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
