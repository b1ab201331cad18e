import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LimitEditor, type LimitEditorLimit } from './LimitEditor';

const limits: LimitEditorLimit[] = [
  { period: 'day', amount: '50.00', used: '€20.00', left: '€30.00' },
  { period: 'week', amount: null, used: '€20.00', left: null },
];

describe('LimitEditor', () => {
  it('sends the typed amount of one window, trimmed, and shows what is used and left', async () => {
    const onChange = vi.fn();
    render(<LimitEditor title="Loss limit" limits={limits} onChange={onChange} onConfirm={vi.fn()} />);
    expect(screen.getByText('Used €20.00 · Left €30.00')).toBeInTheDocument();
    expect(screen.getByText('No limit · Used €20.00')).toBeInTheDocument();
    const day = screen.getByRole('textbox', { name: 'Per day' });
    await userEvent.clear(day);
    await userEvent.type(day, ' 25.50{Enter}');
    expect(onChange).toHaveBeenCalledWith('day', '25.50');
  });

  it('shows the limit again when the app answers with a new one', () => {
    const { rerender } = render(
      <LimitEditor title="Loss limit" limits={limits} onChange={vi.fn()} onConfirm={vi.fn()} />,
    );
    rerender(
      <LimitEditor
        title="Loss limit"
        limits={[{ ...limits[0]!, amount: '20.00' }, limits[1]!]}
        onChange={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Per day' })).toHaveValue('20.00');
  });

  it('shows the limit in force again when a raise becomes a pending change', async () => {
    const { rerender } = render(
      <LimitEditor title="Loss limit" limits={limits} onChange={vi.fn()} onConfirm={vi.fn()} />,
    );
    const day = screen.getByRole('textbox', { name: 'Per day' });
    await userEvent.clear(day);
    await userEvent.type(day, '80');
    rerender(
      <LimitEditor
        title="Loss limit"
        limits={[
          { ...limits[0]!, pending: { amount: '€80.00', until: 'tomorrow 14:00', confirmable: false } },
          limits[1]!,
        ]}
        onChange={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Per day' })).toHaveValue('50.00');
    expect(screen.getByRole('status')).toHaveTextContent('Change to €80.00 pending until tomorrow 14:00');
  });

  it('enables Confirm only once the pending change is confirmable', async () => {
    const onConfirm = vi.fn();
    const pendingLimit = (confirmable: boolean): LimitEditorLimit[] => [
      { ...limits[0]!, pending: { amount: '€80.00', until: 'tomorrow 14:00', confirmable } },
    ];
    const { rerender } = render(
      <LimitEditor title="Wager limit" limits={pendingLimit(false)} onChange={vi.fn()} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    rerender(<LimitEditor title="Wager limit" limits={pendingLimit(true)} onChange={vi.fn()} onConfirm={onConfirm} />);
    expect(screen.getByRole('status')).toHaveTextContent('You can confirm this change now.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('day');
  });
});
