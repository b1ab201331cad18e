import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TournamentHeading } from './TournamentHeading';

describe('TournamentHeading', () => {
  it('is a heading of the chosen level with category, name and announced count', () => {
    render(<TournamentHeading name="Premier League" category="Soccer · England" count={12} level={4} />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveAccessibleName(
      'Soccer · England Premier League (12 events)',
    );
  });

  it('takes its count text from messages', () => {
    render(<TournamentHeading name="NBA" count={1} messages={{ eventCount: (n) => `(${n} Spiel)` }} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveAccessibleName('NBA (1 Spiel)');
  });
});
