import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentFrameDialog } from './PaymentFrameDialog';

describe('PaymentFrameDialog', () => {
  it('frames the checkout and cancels through the app', () => {
    const onCancel = vi.fn();
    render(
      <PaymentFrameDialog
        open
        onOpenChange={() => undefined}
        src="https://pay.example/checkout/1"
        onCancel={onCancel}
      />,
    );
    expect(screen.getByTitle('Payment provider checkout')).toHaveAttribute('src', 'https://pay.example/checkout/1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Transaction' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    render(
      <PaymentFrameDialog open={false} onOpenChange={() => undefined} src="about:blank" onCancel={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
