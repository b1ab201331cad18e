import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLiveEvent, samplePrematchEvent } from '../../private/sportsbookSamples';
import { TournamentHeading } from '../TournamentHeading';
import { EventRow, type EventRowProps, type SportEvent } from './EventRow';

/** Toggles selected outcomes in state, as the sports page does. */
function Toggling(args: EventRowProps) {
  const [event, setEvent] = useState<SportEvent>(args.event);
  return (
    <EventRow
      {...args}
      event={event}
      onToggleOutcome={(current, market, outcome) => {
        args.onToggleOutcome?.(current, market, outcome);
        setEvent({
          ...event,
          markets: event.markets.map((m) => ({
            ...m,
            outcomes: m.outcomes.map((o) =>
              m.id === market.id && o.id === outcome.id ? { ...o, selected: !o.selected } : o,
            ),
          })),
        });
      }}
    />
  );
}

const meta = {
  title: 'Patterns/EventRow',
  parameters: {
    docs: {
      description: {
        component: [
          'An event of the sports page: competitors, start time or live score and clock, and its markets as groups of odds buttons that toggle the betslip selection, show the selected state and the last price move. On phones the markets wrap under the competitors.',
          '',
          '### Usage',
          'Use for each event in a sports list, a competition page or `PopularEvents`.',
          '',
          '- **Do** pass times and scores already formatted for the player (`startTime`, `live.score`), with `startsAt` as ISO for the `<time>` element.',
          '- **Do** mark outcomes in the betslip `selected`, and show the last move with `movement` (it is announced, not only coloured).',
          '- **Do** set `disabled` on suspended outcomes: they stay visible but cannot be picked.',
          "- **Don't** drop suspended markets or reorder outcomes while the player looks at them (1, X, 2 stay in place).",
          "- **Don't** hard-code 'Live' or 'vs': pass them through `messages`.",
        ].join('\n'),
      },
    },
  },
  component: EventRow,
  argTypes: {
    event: {
      control: 'object',
      description:
        '`{ id, home, away, startTime?, startsAt?, live?: { score, clock? }, markets: [{ id, label, outcomes: [{ id, label, odds, selected?, movement?, disabled? }] }] }`.',
    },
    messages: { control: 'object' },
  },
  args: { event: samplePrematchEvent, onToggleOutcome: fn() },
  render: (args) => <Toggling {...args} />,
} satisfies Meta<typeof EventRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prematch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' });
    await expect(within(row).getByText('Today 18:30')).toHaveAttribute('datetime', '2026-11-21T18:30:00Z');
    const winner = canvas.getByRole('group', { name: 'Carlos Alcaraz - Jannik Sinner, Winner' });
    const home = within(winner).getByRole('button', { name: '1 1.95' });
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(home);
    await expect(args.onToggleOutcome).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'alc-sin' }),
      expect.objectContaining({ id: 'winner' }),
      expect.objectContaining({ id: '1' }),
    );
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    const over = within(canvas.getByRole('group', { name: /Total games 38.5/ })).getByRole('button', {
      name: 'Over 1.80',
    });
    await userEvent.click(over);
    await expect(over).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Live: Story = {
  args: { event: sampleLiveEvent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeInTheDocument();
    await expect(canvas.getByText("67'")).toBeInTheDocument();
    await expect(canvas.getByText('Score', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '1 1.45 Odds went down' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '2 7.50 Odds went up' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1 1.95' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '2 1.85' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleOutcome).toHaveBeenCalledOnce();
  },
};

export const Suspended: Story = {
  args: {
    event: {
      ...samplePrematchEvent,
      markets: samplePrematchEvent.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((outcome) => ({ ...outcome, selected: false, disabled: true })),
      })),
    },
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '1 1.95' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onToggleOutcome).not.toHaveBeenCalled();
  },
};

export const InATournament: Story = {
  render: (args) => (
    <section>
      <TournamentHeading name="ATP Finals" category="Tennis · World" count={2} />
      <Toggling {...args} />
      <Toggling {...args} event={{ ...sampleLiveEvent, id: 'other', home: 'Novak Djokovic', away: 'Taylor Fritz' }} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tennis · World ATP Finals (2 events)' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const LongNames: Story = {
  args: {
    event: {
      ...samplePrematchEvent,
      home: 'Borussia Mönchengladbach Under 23 Reserves',
      away: 'Wolverhampton Wanderers Football Club Women',
    },
  },
};

export const MobileWidth: Story = {
  args: { event: sampleLiveEvent },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
