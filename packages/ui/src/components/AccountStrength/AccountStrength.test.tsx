import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountStrength } from './AccountStrength';

const items = [
  { id: 'a', label: 'Create an account', done: true },
  { id: 'b', label: 'Upload a profile picture', done: false },
];

describe('AccountStrength', () => {
  it('shows the percentage as a whole number in a named gauge', () => {
    render(<AccountStrength value={60} items={items} />);
    const gauge = screen.getByRole('progressbar', { name: 'Account strength' });
    expect(gauge).toHaveAttribute('aria-valuenow', '60');
    expect(gauge).toHaveTextContent('60%');
    expect(screen.getByRole('heading', { name: 'Account strength', level: 2 })).toBeInTheDocument();
  });

  it('says for each item whether it is done', () => {
    render(<AccountStrength value={20} items={items} messages={{ done: 'erledigt', toDo: 'offen' }} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Create an account: erledigt');
    expect(second).toHaveTextContent('Upload a profile picture: offen');
  });
});
