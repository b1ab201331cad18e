import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { MarkedRouterLink } from '../LinkProvider/LinkProvider.harness';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Deposit</Button>);
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute('type', 'button');
  });

  it('ignores clicks and reports busy while loading, keeping its accessible name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders icons on both sides of the label', () => {
    render(
      <Button startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />}>
        Play
      </Button>,
    );
    const [start, end] = [screen.getByTestId('start'), screen.getByTestId('end')];
    expect(start.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('as ButtonLink, is a link with the look of a button, through the LinkProvider', () => {
    const { unmount } = render(
      <ButtonLink href="/" variant="outline">
        Go to the home page
      </ButtonLink>,
    );
    const plain = screen.getByRole('link', { name: 'Go to the home page' });
    expect(plain).toHaveAttribute('href', '/');
    const looks = render(<Button variant="outline">x</Button>).getByRole('button').className;
    expect(plain.className).toBe(looks);
    unmount();

    render(
      <LinkProvider linkComponent={MarkedRouterLink}>
        <ButtonLink href="/sport-betting">Home</ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router');
  });
});
