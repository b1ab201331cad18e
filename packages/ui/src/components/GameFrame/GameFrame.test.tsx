import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFrame } from './GameFrame';

const setFullscreenEnabled = (enabled: boolean) =>
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });

describe('GameFrame', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it('shows the game in a titled iframe, with a loading status until it loads', () => {
    render(<GameFrame src="https://games.example/launch?id=1" title="Book of Dead" />);
    const frame = screen.getByTitle('Book of Dead');
    expect(frame).toHaveAttribute('src', 'https://games.example/launch?id=1');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(screen.getByRole('status')).toHaveTextContent('Loading game...');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading status again for a new game', () => {
    const { rerender } = render(<GameFrame src="/a" title="A" />);
    fireEvent.load(screen.getByTitle('A'));
    rerender(<GameFrame src="/b" title="A" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('closes through a link or a button', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<GameFrame src="/a" title="A" closeHref="/" onClose={onClose} />);
    expect(screen.getByRole('link', { name: 'Close game' })).toHaveAttribute('href', '/');
    rerender(<GameFrame src="/a" title="A" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the demo badge in demo mode only', () => {
    const { rerender } = render(<GameFrame src="/a" title="A" />);
    expect(screen.queryByText('Demo mode')).not.toBeInTheDocument();
    rerender(<GameFrame src="/a" title="A" demo />);
    expect(screen.getByText('Demo mode')).toBeInTheDocument();
  });

  it('hides the fullscreen button where fullscreen is not enabled', () => {
    setFullscreenEnabled(false);
    render(<GameFrame src="/a" title="A" />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('asks for fullscreen on the whole frame and follows the fullscreen state', async () => {
    setFullscreenEnabled(true);
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const { container } = render(<GameFrame src="/a" title="A" />);
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledOnce();
    expect(requestFullscreen.mock.contexts[0]).toBe(container.firstChild);

    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => container.firstChild });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    const exit = vi.fn(() => Promise.resolve());
    document.exitFullscreen = exit;
    await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(exit).toHaveBeenCalledOnce();
  });
});
