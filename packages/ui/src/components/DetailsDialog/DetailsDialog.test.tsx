import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailsDialog } from './DetailsDialog';

describe('DetailsDialog', () => {
  it('lists the fields and closes with its button', () => {
    const onOpenChange = vi.fn();
    render(
      <DetailsDialog
        open
        onOpenChange={onOpenChange}
        title="Withdraw Request Details"
        fields={[{ label: 'Amount', value: '€5.00' }]}
        messages={{ close: 'Schließen' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Withdraw Request Details' })).toBeInTheDocument();
    expect(screen.getByText('Amount').tagName).toBe('DT');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
