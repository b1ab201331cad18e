import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { GameFrame } from './GameFrame';

/** A stand-in game page, inline: no story touches the network. */
const gamePage = `data:text/html,${encodeURIComponent(
  [
    '<!doctype html><html><body style="margin:0;height:100vh;display:grid;place-items:center;',
    'background:linear-gradient(135deg,#3b0764,#0f172a);color:#fff;font:700 2rem system-ui,sans-serif">',
    '<div style="text-align:center">Gates of Olympus<div style="font-size:1rem;opacity:.8">Spin to win</div></div>',
    '</body></html>',
  ].join(''),
)}`;

const meta = {
  title: 'Patterns/GameFrame',
  component: GameFrame,
  argTypes: {
    src: { control: 'text' },
    title: { control: 'text' },
    closeHref: { control: 'text' },
    demo: { control: 'boolean' },
    actions: { control: false, description: 'Extra toolbar buttons (e.g. a panic button).' },
    messages: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The play-game page's frame: the game in an iframe filling the viewport under the header, with close and fullscreen buttons. A spinner shows until the game's page has loaded.",
          '',
          '### Usage',
          'Use only on the play-game page, once per game launch.',
          '',
          "- **Do** give it a `title` (the game's name): it names the frame for screen readers.",
          '- **Do** set `demo` for a visitor playing in demo mode, so the badge says so.',
          '- **Do** add market-specific controls (a panic button) through `actions`.',
          "- **Don't** put the frame inside a dialog or a card; the reality check (`RealityCheckDialog`) goes over it.",
        ].join('\n'),
      },
    },
    layout: 'fullscreen',
  },
  // A stand-in for the 4rem site header: the frame fills the viewport below it.
  decorators: [
    (Story) => (
      <>
        <div
          style={{
            height: '4rem',
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            padding: '0 1rem',
            background: vars.color.surface.raised,
            color: vars.color.text.primary,
            borderBottom: `1px solid ${vars.color.border.subtle}`,
            fontFamily: vars.font.body,
          }}
        >
          Site header
        </div>
        <Story />
      </>
    ),
  ],
  args: { src: gamePage, title: 'Gates of Olympus', onClose: fn() },
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wider than 600px the buttons float over the frame's corner; up to 600px they sit in a bar above it. */
const expectToolbarPlacement = async (canvasElement: HTMLElement) => {
  const frame = within(canvasElement).getByTitle('Gates of Olympus');
  const button = within(canvasElement).getByRole('button', { name: 'Close game' });
  const [frameBox, buttonBox] = [frame.getBoundingClientRect(), button.getBoundingClientRect()];
  if (window.innerWidth <= 600) await expect(buttonBox.bottom).toBeLessThanOrEqual(frameBox.top);
  else await expect(buttonBox.top).toBeGreaterThanOrEqual(frameBox.top);
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle('Gates of Olympus');
    await expect(frame.tagName).toBe('IFRAME');
    // The spinner shows until the game's page has loaded.
    await waitFor(() => expect(canvas.queryByText('Loading game...')).not.toBeInTheDocument(), { timeout: 3000 });
    await expectToolbarPlacement(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close game' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    // Fullscreen is offered only where the browser allows it.
    const fullscreen = canvas.queryByRole('button', { name: 'Full screen' });
    if (document.fullscreenEnabled) await expect(fullscreen).toBeVisible();
    else await expect(fullscreen).not.toBeInTheDocument();
  },
};

export const Demo: Story = {
  args: { demo: true, closeHref: '/', onClose: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo mode')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Close game' })).toHaveAttribute('href', '/');
  },
};

/** A market's extra control in the toolbar (Germany's panic button), before fullscreen and close. */
export const WithAction: Story = {
  args: {
    actions: (
      <Button variant="danger" size="sm" onClick={fn()}>
        24-hour break
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = canvas.getByRole('button', { name: '24-hour break' });
    await expect(action).toBeVisible();
    // First in the toolbar: reached by Tab before the frame's own buttons.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[0]).toBe(action);
  },
};

export const MobileWidth: Story = {
  args: { demo: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectToolbarPlacement(canvasElement);
  },
};
