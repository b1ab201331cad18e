import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetSelectionList, type BetSelectionItem } from './BetSelectionList';

const selections: BetSelectionItem[] = [
  { id: '1', matchName: 'Arsenal vs Chelsea', marketName: '1x2', pickName: 'Arsenal', odds: '1.85', result: 'won' },
  { id: '2', matchName: 'Alcaraz vs Sinner', marketName: 'Winner', pickName: 'Sinner', odds: '2.10', result: 'lost' },
  { id: '3', matchName: 'Lakers vs Celtics', marketName: 'Total 210.5', pickName: 'Over 210.5', odds: '1.90' },
];

describe('BetSelectionList', () => {
  it('lists every selection with its match, market, pick, odds and result once decided', () => {
    render(<BetSelectionList selections={selections} />);
    const items = within(screen.getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Arsenal vs Chelsea1x2: ArsenalOdds 1.85Won',
      'Alcaraz vs SinnerWinner: SinnerOdds 2.10Lost',
      'Lakers vs CelticsTotal 210.5: Over 210.5Odds 1.90',
    ]);
  });

  it('uses the given messages', () => {
    render(
      <BetSelectionList
        selections={selections.slice(0, 2)}
        messages={{
          label: 'Auswahlen',
          odds: 'Quote',
          results: { won: 'Gewonnen', lost: 'Verloren', void: 'Storniert' },
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Auswahlen' });
    expect(list).toHaveTextContent('Quote 1.85Gewonnen');
    expect(list).toHaveTextContent('Quote 2.10Verloren');
  });
});
