import { selectionKey } from '@casino/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleSelections } from '../../private/sportsbookSamples';
import { Betslip } from './Betslip';
import { BetslipHarness } from './Betslip.harness';

const [arsenal, alcaraz, lakers, maLong] = sampleSelections;
const three = [arsenal, alcaraz, lakers];

const meta = {
  title: 'Patterns/Betslip',
  component: Betslip,
  parameters: {
    docs: {
      description: {
        component: [
          "The betslip: Single, Multiple and System tabs over the selections, the system size, the stake with quick stakes, total odds and possible payout, then 'Sign In & Bet' for a visitor or Place bet for a player. The bin opens the erase panel, the gear the odds-change settings. Controlled and presentational: the caller owns the state and computes the figures (`quoteBetslip` of @casino/rules).",
          '',
          '### Usage',
          'Use once per sports page, beside the events (a bottom sheet on phones). Try it in the **Playground** story: every prop has a control.',
          '',
          '- **Do** compute `summary` with `quoteBetslip` (exact money, half-up to the cent), never in the component or with floats.',
          '- **Do** pass `paused` for a player on a time-out or self-exclusion: the bet button is replaced by the reason, the odds stay readable.',
          "- **Do** set `placing` while the bet is sent and `error` with the platform's reason when it fails.",
          "- **Do** set `oddsChanged` when prices moved and the setting is 'Always ask': Place bet waits for Accept changes.",
          "- **Don't** hide moved or unavailable selections: mark them (`movement`/`previousOdds`, `unavailable`).",
          "- **Don't** hard-code texts or currency: pass `messages` (including `formatAmount` and `currencySymbol`) for the player's language.",
        ].join('\n'),
      },
    },
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    selections: [],
    kind: 'multiple',
    onKindChange: fn(),
    stake: '',
    onStakeChange: fn(),
    oddsChangeSetting: 'ask',
    onOddsChangeSettingChange: fn(),
    summary: { possiblePayout: '0.00' },
    signedIn: false,
    onSignIn: fn(),
    onPlaceBet: fn(),
    onRemove: fn(),
    onErase: fn(),
    onAcceptOddsChanges: fn(),
    onSystemSizeChange: fn(),
  },
  argTypes: {
    selections: {
      control: 'object',
      description:
        'The selections, in the order they were picked: `{ id, matchName, pickName, marketName, odds, movement?, previousOdds?, payout?, unavailable? }`.',
    },
    kind: { control: 'inline-radio', options: ['single', 'multiple', 'system'] },
    stake: { control: 'text' },
    stakeError: { control: 'text' },
    systemSize: { control: { type: 'number', min: 2, step: 1 } },
    systemSizes: { control: 'object' },
    systemBetCount: { control: false, description: 'A function (C(n, k) per size): set by the app, no control.' },
    oddsChangeSetting: { control: 'inline-radio', options: ['any', 'higher', 'ask'] },
    summary: {
      control: 'object',
      description: '`{ totalOdds?, betCount?, totalStake?, possiblePayout }`, amounts as text.',
    },
    quickStakes: { control: 'object' },
    signedIn: { control: 'boolean' },
    paused: { control: 'text' },
    placing: { control: 'boolean' },
    error: { control: 'text' },
    oddsChanged: { control: 'boolean' },
    messages: {
      control: 'object',
      description:
        'Texts merged over `defaultBetslipMessages`. The string texts can be edited here; the function texts (`selectionCount`, `remove`, `systemOption`, `formatAmount`) are set in code.',
    },
  },
} satisfies Meta<typeof Betslip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls: edit the selections, kind, stake, summary, `paused`, `placing`, `error` or texts. */
export const Playground: Story = {
  args: {
    selections: [
      { id: 'a', matchName: 'Arsenal - Chelsea', pickName: 'Arsenal', marketName: '1x2', odds: '1.85' },
      {
        id: 'b',
        matchName: 'Carlos Alcaraz - Jannik Sinner',
        pickName: 'Carlos Alcaraz',
        marketName: 'Winner',
        odds: '1.95',
      },
      { id: 'c', matchName: 'LA Lakers - Boston Celtics', pickName: 'Over 220.5', marketName: 'Total', odds: '2.10' },
    ],
    kind: 'multiple',
    stake: '10',
    quickStakes: [5, 10, 50],
    systemSize: 2,
    systemSizes: [2],
    summary: { totalOdds: '7.57', possiblePayout: '75.76' },
    signedIn: true,
    messages: { title: 'Betslip', placeBet: 'Place bet' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Betslip (3 selections)' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Stake' })).toHaveValue('10');
    await expect(canvas.getByText('Total odds').nextElementSibling).toHaveTextContent('7.57');
    await expect(canvas.getByText('Possible payout').nextElementSibling).toHaveTextContent('€75.76');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Betslip' })).toBeInTheDocument();
    await expect(canvas.getByText('Your betslip is empty')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Multiple' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Erase Betslip' })).toBeDisabled();
  },
};

export const VisitorMultiple: Story = {
  render: (args) => <BetslipHarness selections={three} stake="10" onSignIn={args.onSignIn} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Betslip (3 selections)' })).toBeInTheDocument();
    const list = canvas.getAllByRole('listitem');
    await expect(list).toHaveLength(3);
    await expect(list[0]).toHaveTextContent('Arsenal - Chelsea');
    await expect(list[0]).toHaveTextContent('1x2');
    await expect(list[0]).toHaveTextContent('1.85');
    // 1.85 x 1.95 x 2.10 = 7.57575; 10 x 7.57575 = 75.7575 pays 75.76 (half-up to the cent).
    await expect(canvas.getByText('Total odds').nextElementSibling).toHaveTextContent('7.57');
    await expect(canvas.getByText('Possible payout').nextElementSibling).toHaveTextContent('€75.76');

    await userEvent.click(canvas.getByRole('button', { name: '50' }));
    await expect(canvas.getByRole('textbox', { name: 'Stake' })).toHaveValue('50');
    await expect(canvas.getByText('Possible payout').nextElementSibling).toHaveTextContent('€378.79'); // 378.7875

    await userEvent.click(canvas.getByRole('button', { name: 'Sign In & Bet' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Place bet' })).not.toBeInTheDocument();
  },
};

export const Singles: Story = {
  render: () => <BetslipHarness selections={three} kind="single" stake="10" signedIn balance="100.00" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Single' })).toHaveAttribute('aria-selected', 'true');
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Payout €18.50');
    await expect(canvas.getByText('Bets').nextElementSibling).toHaveTextContent('3');
    await expect(canvas.getByText('Total stake').nextElementSibling).toHaveTextContent('€30.00');
    // 18.50 + 19.50 + 21.00
    await expect(canvas.getByText('Possible payout').nextElementSibling).toHaveTextContent('€59.00');
    await expect(canvas.queryByText('Total odds')).not.toBeInTheDocument();
  },
};

export const System: Story = {
  render: () => <BetslipHarness selections={[...three, maLong]} kind="system" systemSize={2} stake="1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('combobox', { name: 'System size' });
    await expect(size).toHaveValue('2');
    await expect(within(size).getByRole('option', { name: '2/4 (6 bets)' })).toBeInTheDocument();
    await expect(canvas.getByText('Bets').nextElementSibling).toHaveTextContent('6');
    await userEvent.selectOptions(size, '3');
    await expect(canvas.getByText('Bets').nextElementSibling).toHaveTextContent('4');
    await expect(canvas.getByText('Total stake').nextElementSibling).toHaveTextContent('€4.00');
    // 1.85·1.95·2.10 + 1.85·1.95·1.50 + 1.85·2.10·1.50 + 1.95·2.10·1.50 = 7.57575 + 5.41125 + 5.8275 + 6.1425
    // = 24.957, shown (and paid) as 24.96.
    await expect(canvas.getByText('Possible payout').nextElementSibling).toHaveTextContent('€24.96');
  },
};

export const SwitchesTabs: Story = {
  render: (args) => <BetslipHarness selections={three} stake="5" onKindChange={args.onKindChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Single' }));
    await expect(args.onKindChange).toHaveBeenLastCalledWith('single');
    await expect(canvas.getByRole('tabpanel', { name: 'Single' })).toHaveTextContent('Payout €9.25');
    await userEvent.click(canvas.getByRole('tab', { name: 'System' }));
    await expect(args.onKindChange).toHaveBeenLastCalledWith('system');
    await expect(canvas.getByRole('combobox', { name: 'System size' })).toHaveValue('2');
  },
};

export const RemoveSelection: Story = {
  render: (args) => <BetslipHarness selections={three} onRemove={args.onRemove} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Carlos Alcaraz, Carlos Alcaraz - Jannik Sinner' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(selectionKey(alcaraz));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Erase: Story = {
  render: (args) => <BetslipHarness selections={three} onErase={args.onErase} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bin = canvas.getByRole('button', { name: 'Erase Betslip' });
    await userEvent.click(bin);
    const panel = canvas.getByRole('group', { name: 'Are you sure you want to erase Betslip?' });
    await expect(within(panel).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: 'No' }));
    await expect(canvas.queryByRole('group', { name: /erase Betslip/ })).not.toBeInTheDocument();
    await expect(bin).toHaveFocus();
    await expect(args.onErase).not.toHaveBeenCalled();

    await userEvent.click(bin);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onErase).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Your betslip is empty')).toBeInTheDocument();
  },
};

export const Settings: Story = {
  render: (args) => <BetslipHarness selections={three} onSettingChange={args.onOddsChangeSettingChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const gear = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.click(gear);
    await expect(gear).toHaveAttribute('aria-expanded', 'true');
    const settings = canvas.getByRole('group', { name: 'Accept Changes automatically?' });
    await expect(within(settings).getByRole('radio', { name: 'Always ask' })).toBeChecked();
    await userEvent.click(within(settings).getByRole('radio', { name: 'Only accept increased odds' }));
    await expect(args.onOddsChangeSettingChange).toHaveBeenCalledWith('higher');
    await expect(within(settings).getByRole('radio', { name: 'Only accept increased odds' })).toBeChecked();
    await expect(within(settings).getByRole('radio', { name: 'Accept any odds changes' })).not.toBeChecked();
    await userEvent.click(gear);
    await expect(canvas.queryByRole('group', { name: 'Accept Changes automatically?' })).not.toBeInTheDocument();
  },
};

export const OddsChangedAlwaysAsk: Story = {
  render: (args) => (
    <BetslipHarness
      selections={three}
      signedIn
      currentOdds={{ [selectionKey(arsenal)]: '1.70', [selectionKey(lakers)]: '2.25' }}
      onPlaceBet={args.onPlaceBet}
      onAcceptOddsChanges={args.onAcceptOddsChanges}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, , third] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('was 1.85');
    await expect(first).toHaveTextContent('Odds went down');
    await expect(third).toHaveTextContent('Odds went up');
    await expect(canvas.getByRole('status')).toHaveTextContent('The odds have changed');
    const place = canvas.getByRole('button', { name: 'Place bet' });
    await expect(place).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept changes' }));
    await expect(args.onAcceptOddsChanges).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(first).not.toHaveTextContent('was');
    await expect(place).toBeEnabled();
    await userEvent.click(place);
    await expect(args.onPlaceBet).toHaveBeenCalledOnce();
  },
};

export const OddsChangedPrompt: Story = {
  args: {
    signedIn: true,
    stake: '10',
    oddsChanged: true,
    selections: [
      {
        id: 'a',
        matchName: 'Arsenal - Chelsea',
        pickName: 'Arsenal',
        marketName: '1x2',
        odds: '1.70',
        previousOdds: '1.85',
        movement: 'down',
      },
      {
        id: 'b',
        matchName: 'LA Lakers - Boston Celtics',
        pickName: 'Over 220.5',
        marketName: 'Total',
        odds: '2.25',
        previousOdds: '2.10',
        movement: 'up',
      },
    ],
    summary: { totalOdds: '3.82', possiblePayout: '38.25' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Accept the new odds to place your bet.');
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  },
};

export const OddsChangedAcceptAny: Story = {
  render: () => (
    <BetslipHarness selections={three} signedIn setting="any" currentOdds={{ [selectionKey(arsenal)]: '1.70' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Odds went down');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  },
};

export const Placing: Story = {
  render: () => <BetslipHarness selections={three} signedIn placing />,
  play: async ({ canvasElement }) => {
    const place = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(place).toHaveAttribute('aria-busy', 'true');
  },
};

export const InsufficientBalance: Story = {
  render: () => <BetslipHarness selections={three} signedIn stake="50" balance="20.00" />,
  play: async ({ canvasElement }) => {
    const stake = within(canvasElement).getByRole('textbox', { name: 'Stake' });
    await expect(stake).toHaveAttribute('aria-invalid', 'true');
    await expect(stake).toHaveAccessibleDescription('* Your balance is too low for this stake');
  },
};

export const PlacementError: Story = {
  render: () => <BetslipHarness selections={three} signedIn error="The bet could not be placed. Please try again." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The bet could not be placed.');
  },
};

/** A signed-in player on a time-out: the odds stay readable, the slip says why no bet is taken. */
export const Paused: Story = {
  render: () => (
    <BetslipHarness selections={three} paused="Betting is paused. You are on a time-out until 26 Nov 2026, 14:05." />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Betting is paused.');
    await expect(canvas.queryByRole('button', { name: 'Sign In & Bet' })).not.toBeInTheDocument();
  },
};

export const Unavailable: Story = {
  args: {
    signedIn: true,
    stake: '10',
    selections: [
      {
        id: 'a',
        matchName: 'Arsenal - Chelsea',
        pickName: 'Arsenal',
        marketName: '1x2',
        odds: '1.85',
        unavailable: true,
      },
    ],
    summary: { totalOdds: '1.85', possiblePayout: '18.50' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Unavailable');
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  },
};

export const LongText: Story = {
  render: () => (
    <BetslipHarness
      selections={[
        {
          ...arsenal,
          matchName: 'Borussia Mönchengladbach - Wolverhampton Wanderers Football Club',
          pickName: 'Borussia Mönchengladbach to win and both teams to score',
          marketName: 'Result and both teams to score',
        },
        alcaraz,
      ]}
      stake="10000"
    />
  ),
};

export const MobileWidth: Story = {
  render: () => <BetslipHarness selections={three} stake="10" />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
