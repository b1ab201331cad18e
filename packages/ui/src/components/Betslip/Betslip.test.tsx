import { selectionKey } from '@casino/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleSelections } from '../../private/sportsbookSamples';
import { Betslip, type BetslipProps } from './Betslip';
import { BetslipHarness } from './Betslip.harness';

const [arsenal, alcaraz, lakers] = sampleSelections;
const three = [arsenal, alcaraz, lakers];

function props(overrides: Partial<BetslipProps> = {}): BetslipProps {
  return {
    selections: [
      { id: 'a', matchName: 'Arsenal - Chelsea', pickName: 'Arsenal', marketName: '1x2', odds: '1.85' },
      { id: 'b', matchName: 'Alcaraz - Sinner', pickName: 'Alcaraz', marketName: 'Winner', odds: '1.95' },
    ],
    kind: 'multiple',
    onKindChange: vi.fn(),
    stake: '10',
    onStakeChange: vi.fn(),
    oddsChangeSetting: 'ask',
    onOddsChangeSettingChange: vi.fn(),
    summary: { totalOdds: '3.60', possiblePayout: '36.07' },
    signedIn: false,
    onRemove: vi.fn(),
    onErase: vi.fn(),
    ...overrides,
  };
}

const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe('Betslip', () => {
  it('shows the spec texts and the figures it is given', () => {
    render(<Betslip {...props()} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Single', 'Multiple', 'System']);
    expect(screen.getByRole('tab', { name: 'Multiple' })).toHaveAttribute('aria-selected', 'true');
    expect(figure('Total odds')).toHaveTextContent('3.60');
    expect(figure('Possible payout')).toHaveTextContent('€36.07');
    expect(screen.getByRole('button', { name: 'Sign In & Bet' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Quick stakes' })[0]).toHaveTextContent('51050');
  });

  it('sets the stake from typing and from the quick stakes', async () => {
    const onStakeChange = vi.fn();
    render(<Betslip {...props({ stake: '', onStakeChange })} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '7');
    expect(onStakeChange).toHaveBeenLastCalledWith('7');
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    expect(onStakeChange).toHaveBeenLastCalledWith('10');
  });

  it('gives a player Place bet, busy while placing, and shows the error', async () => {
    const onPlaceBet = vi.fn();
    const { rerender } = render(<Betslip {...props({ signedIn: true, onPlaceBet })} />);
    expect(screen.queryByRole('button', { name: 'Sign In & Bet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlaceBet).toHaveBeenCalledOnce();
    rerender(<Betslip {...props({ signedIn: true, onPlaceBet, placing: true, error: 'Not enough money' })} />);
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(place);
    expect(onPlaceBet).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough money');
  });

  it('shows why betting is paused in place of the bet button, picks and figures kept', () => {
    const paused = 'Betting is paused. You are on a time-out until 26 Nov 2026, 14:05.';
    render(<Betslip {...props({ signedIn: false, paused })} />);
    expect(screen.getByRole('status')).toHaveTextContent(paused);
    expect(screen.queryByRole('button', { name: 'Sign In & Bet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bet' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(figure('Possible payout')).toHaveTextContent('€36.07');
  });

  it('holds the bet while moved odds wait for the player', async () => {
    const onAcceptOddsChanges = vi.fn();
    render(
      <Betslip
        {...props({
          signedIn: true,
          oddsChanged: true,
          onAcceptOddsChanges,
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
          ],
        })}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('was 1.85');
    expect(screen.getByRole('listitem')).toHaveTextContent('Odds went down');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(onAcceptOddsChanges).toHaveBeenCalledOnce();
  });

  it('erases only after Accept, and Escape or No keep the slip', async () => {
    const onErase = vi.fn();
    render(<Betslip {...props({ onErase })} />);
    const bin = screen.getByRole('button', { name: 'Erase Betslip' });
    await userEvent.click(bin);
    expect(screen.getByText('Are you sure you want to erase Betslip?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Are you sure you want to erase Betslip?')).not.toBeInTheDocument();
    expect(bin).toHaveFocus();
    await userEvent.click(bin);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onErase).not.toHaveBeenCalled();
    await userEvent.click(bin);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onErase).toHaveBeenCalledOnce();
  });

  it('offers the three odds-change settings under the spec title', async () => {
    const onOddsChangeSettingChange = vi.fn();
    render(<Betslip {...props({ onOddsChangeSettingChange })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const group = screen.getByRole('group', { name: 'Accept Changes automatically?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Accept any odds changes', 'Only accept increased odds', 'Always ask']);
    await userEvent.click(within(group).getByRole('radio', { name: 'Accept any odds changes' }));
    expect(onOddsChangeSettingChange).toHaveBeenCalledWith('any');
  });

  it('uses the given messages', () => {
    render(
      <Betslip
        {...props({
          messages: { title: 'Wettschein', signInAndBet: 'Anmelden & wetten', formatAmount: (a) => `${a} €` },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: /Wettschein/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden & wetten' })).toBeInTheDocument();
    expect(figure('Possible payout')).toHaveTextContent('36.07 €');
  });
});

describe('Betslip with the @casino/rules maths', () => {
  it('computes single, multiple and system payouts as the player switches tabs', async () => {
    render(<BetslipHarness selections={three} stake="10" />);
    // 10 x 1.85 x 1.95 x 2.10 = 75.7575, half-up to the cent
    expect(figure('Possible payout')).toHaveTextContent('€75.76');
    await userEvent.click(screen.getByRole('tab', { name: 'Single' }));
    expect(figure('Possible payout')).toHaveTextContent('€59.00');
    expect(figure('Total stake')).toHaveTextContent('€30.00');
    await userEvent.click(screen.getByRole('tab', { name: 'System' }));
    // 2/3: 10 x (1.85·1.95 + 1.85·2.10 + 1.95·2.10) = 10 x 11.5875 = 115.875
    expect(screen.getByRole('combobox', { name: 'System size' })).toHaveValue('2');
    expect(figure('Possible payout')).toHaveTextContent('€115.88');
  });

  it('shows a system payout rounded to the cent as the bet pays it (234.286 -> €234.29, not €234.28)', () => {
    const legs = [
      { ...arsenal, odds: '1.21' },
      { ...alcaraz, odds: '1.80' },
      { ...lakers, odds: '7.06' },
    ];
    render(<BetslipHarness selections={legs} kind="system" systemSize={2} stake="10" />);
    expect(figure('Total stake')).toHaveTextContent('€30.00');
    expect(figure('Possible payout')).toHaveTextContent('€234.29');
  });

  it('removes a selection and shows the rule when a multiple is too small', async () => {
    render(<BetslipHarness selections={[arsenal, alcaraz]} />);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${alcaraz.pickName}, ${alcaraz.matchName}` }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('A multiple needs at least 2 selections');
  });

  it('flags a stake above the balance', () => {
    render(<BetslipHarness selections={three} signedIn balance="5.00" stake="10" />);
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveAccessibleDescription(
      '* Your balance is too low for this stake',
    );
  });

  it('asks only under Always ask when a price moved', async () => {
    const moved = { [selectionKey(arsenal)]: '2.00' };
    const { unmount } = render(<BetslipHarness selections={three} signedIn currentOdds={moved} />);
    expect(screen.getByRole('status')).toHaveTextContent('The odds have changed');
    await userEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    render(<BetslipHarness selections={three} signedIn currentOdds={moved} setting="higher" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Odds went up');
  });
});
