import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { MessagePage } from '.';

describe('MessagePage', () => {
  it('shows the title as an h1, the description and the action', () => {
    render(
      <MessagePage title="Page not found" description="Nothing here." action={<a href="/">Go to the home page</a>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('is a status region only when live', () => {
    const { rerender } = render(<MessagePage title="Email verified" tone="success" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<MessagePage title="Email verified" tone="success" live />);
    expect(screen.getByRole('status')).toHaveTextContent('Email verified');
  });

  it('takes the heading level', () => {
    render(<MessagePage title="Error" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
  });

  it('shows a decorative icon for the tone, a custom one, or none', () => {
    const { container, rerender } = render(<MessagePage title="Oops" tone="error" />);
    expect(container.querySelector('[data-tone="error"] svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<MessagePage title="Oops" icon={<span data-testid="custom">!</span>} />);
    expect(screen.getByTestId('custom').parentElement).toHaveAttribute('aria-hidden', 'true');
    rerender(<MessagePage title="Oops" icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('[aria-hidden]')).toBeNull();
  });

  it('renders children, rich descriptions, attributes and the ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <MessagePage ref={ref} id="result" title="Done" description={<strong>Rich</strong>}>
        <span>More</span>
      </MessagePage>,
    );
    expect(screen.getByText('More')).toBeInTheDocument();
    expect(screen.getByText('Rich').parentElement?.tagName).toBe('DIV');
    expect(ref.current).toHaveAttribute('id', 'result');
  });
});
