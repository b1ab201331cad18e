// vitest: isolate
// notify.tsx keeps the toasts on screen in module state: another file's toasts (the sign-in's
// 'Logged in successfully!' of PlayerProvider's tests, unmounted before they closed) must not count here.
import { act, render, screen, waitFor } from '@testing-library/react';
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

  it('closes a toast 2 seconds after it shows, by itself', async () => {
    render(<Toasts />);
    act(() => notify.info('Saved for later'));
    await screen.findByText('Saved for later');
    const shown = Date.now();
    await waitFor(() => expect(showing('Saved for later')).toHaveLength(0), { timeout: 4_000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1_900);
  });

  it('takes an error off the screen when a success follows it', async () => {
    render(<Toasts />);
    act(() => notify.error('Invalid email or password'));
    await screen.findByText('Invalid email or password');
    act(() => notify.success('Signed in'));
    await screen.findByText('Signed in');
    await waitFor(() => expect(showing('Invalid email or password')).toHaveLength(0), { timeout: 1_000 });
  });

  it('shows a message again once its earlier toast has been closed', async () => {
    render(<Toasts />);
    act(() => notify.success('Signed in again'));
    await screen.findByText('Signed in again');
    // The player closes it, and at once the same thing happens again (a second sign-in).
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    await waitFor(() => expect(showing('Signed in again')).toHaveLength(0));
    act(() => notify.success('Signed in again'));
    await waitFor(() => expect(showing('Signed in again')).toHaveLength(1));
  });
});

/** The toasts with this text that are on screen, not leaving (jsdom never ends the leaving animation). */
const showing = (text: string) =>
  screen.queryAllByText(text).filter((element) => !/-exit/.test(element.closest('.Toastify__toast')?.className ?? ''));
