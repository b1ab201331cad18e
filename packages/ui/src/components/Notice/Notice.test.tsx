import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice';

describe('Notice', () => {
  it('is a region named by its title, with the text and the actions', () => {
    render(
      <Notice tone="warning" title="Verify your e-mail address" actions={<button type="button">Resend</button>}>
        Withdrawals need a verified e-mail address.
      </Notice>,
    );
    const region = screen.getByRole('region', { name: 'Verify your e-mail address' });
    expect(region).toHaveAttribute('data-tone', 'warning');
    expect(region).toHaveTextContent('Withdrawals need a verified e-mail address.');
    expect(screen.getByRole('heading', { level: 3, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('takes the heading level and a live role from the page', () => {
    render(
      <Notice title="Bonus money cannot be withdrawn" headingLevel={4} role="alert">
        Forfeit the bonus first.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Forfeit the bonus first.');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Bonus money cannot be withdrawn');
  });

  it('is an unnamed info panel without a title', () => {
    render(<Notice>Bonus money is never withdrawable.</Notice>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Bonus money is never withdrawable.').parentElement).toHaveAttribute('data-tone', 'info');
  });
});
