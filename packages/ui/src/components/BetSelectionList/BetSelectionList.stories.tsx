import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BetSelectionList } from './BetSelectionList';

const meta = {
  title: 'Patterns/BetSelectionList',
  parameters: {
    docs: {
      description: {
        component: [
          "The selections of a placed multiple or system bet (Bet History, My bets): each one's match, market, pick and odds, and its result once decided.",
          '',
          '### Usage',
          "Use inside a bet's details to list what the bet was made of.",
          '',
          "- **Do** pass the odds the bet was placed at, not today's price.",
          '- **Do** pass `result` only once the selection is settled (won, lost, void); leave it out while open.',
          '- **Do** give the list a `label` and translate the result labels through `messages`.',
          "- **Don't** use it for the open betslip (use `Betslip`): nothing here can be changed.",
        ].join('\n'),
      },
    },
  },
  component: BetSelectionList,
  argTypes: {
    selections: {
      control: 'object',
      description: "`{ id, matchName, marketName, pickName, odds, result?: 'won' | 'lost' | 'void' | null }[]`.",
    },
    messages: { control: 'object' },
  },
  args: {
    selections: [
      { id: '1', matchName: 'Arsenal vs Chelsea', marketName: '1x2', pickName: 'Arsenal', odds: '1.85', result: 'won' },
      {
        id: '2',
        matchName: 'Alcaraz vs Sinner',
        marketName: 'Winner',
        pickName: 'Sinner',
        odds: '2.10',
        result: 'lost',
      },
      { id: '3', matchName: 'Lakers vs Celtics', marketName: 'Total 210.5', pickName: 'Over 210.5', odds: '1.90' },
    ],
  },
} satisfies Meta<typeof BetSelectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SettledAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Selections' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Arsenal vs Chelsea1x2: ArsenalOdds 1.85Won');
    await expect(items[1]).toHaveTextContent('Lost');
    await expect(items[2]).not.toHaveTextContent(/Won|Lost|Void/);
  },
};
