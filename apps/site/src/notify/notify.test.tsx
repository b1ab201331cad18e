import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, notifyPromise } from './notify';
import { Toasts } from './Toasts';

describe('product toasts', () => {
  it('shows a toast of the given kind that closes after 2 seconds', async () => {
    render(<Toasts />);
    act(() => {
      notify.success('Logged in successfully!');
    });
    const toastElement = (await screen.findByText('Logged in successfully!')).closest(
      '.Toastify__toast',
    ) as HTMLElement;
    expect(toastElement.className).toMatch(/Toastify__toast--success/);
    // react-toastify times the close with its progress bar's animation (a real browser runs it).
    const progress = toastElement.querySelector('.Toastify__progress-bar') as HTMLElement;
    expect(progress.style.animationDuration).toBe('2000ms');
  });

  it('turns a pending toast into the server message on failure', async () => {
    render(<Toasts />);
    const failing = notifyPromise(Promise.reject(new Error('Error in update')), {
      pending: 'Updating in progress',
      success: 'Updated',
    });
    await expect(failing).rejects.toThrow('Error in update');
    expect(await screen.findByText('Error in update')).toBeInTheDocument();
  });

  it('turns a pending toast into the success text', async () => {
    render(<Toasts />);
    await act(async () => {
      await notifyPromise(Promise.resolve(1), { pending: 'Updating in progress', success: 'Updated' });
    });
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });

  it('shows the same message once while it is on screen, however often it is sent', async () => {
    render(<Toasts />);
    act(() => {
      for (let i = 0; i < 5; i += 1) notify.error('Start date must be before end date');
      notify.info('Start date must be before end date');
    });
    await screen.findAllByText('Start date must be before end date');
    // Let every queued call land before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Start date must be before end date')).toHaveLength(2);
  });
});
