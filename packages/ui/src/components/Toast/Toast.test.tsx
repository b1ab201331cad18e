import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastMessage, toastContainerClassName } from '.';

describe('ToastMessage', () => {
  it('says its kind in words before the title, with the icon hidden', () => {
    const { container } = render(
      <ToastMessage kind="error" title="Something went wrong!" description="Request failed" />,
    );
    expect(container).toHaveTextContent('Error: Something went wrong!Request failed');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).not.toHaveAttribute('role');
  });

  it('takes translated prefixes', () => {
    const { container } = render(<ToastMessage kind="success" title="Angemeldet" messages={{ success: 'Erfolg:' }} />);
    expect(container).toHaveTextContent('Erfolg: Angemeldet');
  });

  it('shows a close button only with onClose', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<ToastMessage kind="info" title="Loading..." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ToastMessage kind="info" title="Loading..." onClose={onClose} messages={{ close: 'Close' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('exports the container class for react-toastify', () => {
    expect(toastContainerClassName).toMatch(/\S+/);
  });
});
