import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles uncontrolled from the box and from its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Email" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Email' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('Email'));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows the checked prop when controlled', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox label="SMS" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    rerender(<Checkbox label="SMS" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('takes its label from children', () => {
    render(
      <Checkbox>
        I accept the <a href="#terms">terms</a>
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeInTheDocument();
  });

  it('shows an error as "* message" and describes the box with it and the description', () => {
    render(<Checkbox label="Consent" description="Needed to play." error="required" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Consent' });
    expect(screen.getByText('* required')).toBeInTheDocument();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('* required Needed to play.');
  });

  it('does not toggle when disabled and forwards the ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Checkbox ref={ref} label="Billing" disabled defaultChecked />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Billing' }));
    expect(ref.current).toBeChecked();
    expect(ref.current).toBeDisabled();
  });

  describe('inside a form', () => {
    // Radix measures the box for the hidden input it submits; jsdom has no ResizeObserver.
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('submits its value with a form', async () => {
      let submitted: FormData | undefined;
      render(
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted = new FormData(event.currentTarget);
          }}
        >
          <Checkbox label="Consent" name="consent" value="yes" defaultChecked />
          <button type="submit">Save</button>
        </form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(submitted?.get('consent')).toBe('yes');
    });
  });
});
