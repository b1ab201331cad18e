import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toastContainerClassName } from './Toast.css';
import { ToastMessage } from './ToastMessage';

/**
 * Stands in for react-toastify, which the library does not import: a container with
 * `toastContainerClassName` and a toast drawn only from the `--toastify-*` properties it sets, as
 * ReactToastify.css draws its light and dark toasts.
 */
function ToastFrame({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div className={toastContainerClassName}>
      <div
        role={role}
        style={{
          boxSizing: 'border-box',
          width: 'var(--toastify-toast-width)',
          maxWidth: '100%',
          minHeight: 'var(--toastify-toast-min-height)',
          padding: 'var(--toastify-toast-padding)',
          display: 'flex',
          alignItems: 'center',
          borderRadius: 'var(--toastify-toast-bd-radius)',
          boxShadow: 'var(--toastify-toast-shadow)',
          background: 'var(--toastify-color-dark)',
          color: 'var(--toastify-text-color-dark)',
          fontFamily: 'var(--toastify-font-family)',
        }}
      >
        {children}
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  parameters: {
    docs: {
      description: {
        component: [
          'The content of a toast (`ToastMessage`): an icon by kind, a title and an optional description, and a close button when `onClose` is given. The toast around it (react-toastify) carries the live region.',
          '',
          '### Usage',
          "Use for short news about something that just happened and needs no answer: 'Logged in successfully!', 'Deposit received', 'Bet placed'.",
          '',
          '- **Do** pick the `kind` by meaning (`success`, `error`, `info`, `warning`): the kind is also announced as text, not told by colour alone.',
          '- **Do** keep the `title` to one short sentence, with detail in `description`.',
          '- **Do** give error toasts a close button (`onClose`) so they can be dismissed.',
          "- **Don't** use a toast for something the player must act on or read before going on (use a `Notice` or a `Dialog`), nor for form errors (show them at the field).",
        ].join('\n'),
      },
    },
  },
  component: ToastMessage,
  args: { kind: 'success', title: 'Logged in successfully!' },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    messages: { control: 'object' },
    kind: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
  },
  render: (args) => (
    <ToastFrame role={args.kind === 'error' || args.kind === 'warning' ? 'alert' : 'status'}>
      <ToastMessage {...args} />
    </ToastFrame>
  ),
} satisfies Meta<typeof ToastMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('status');
    await expect(toast).toHaveTextContent('Success: Logged in successfully!');
    const container = canvasElement.querySelector(`.${toastContainerClassName}`) as HTMLElement;
    const style = getComputedStyle(container);
    await expect(style.getPropertyValue('--toastify-z-index').trim()).toBe('1400');
    await expect(style.getPropertyValue('--toastify-color-dark').trim()).not.toBe('');
  },
};

export const ErrorKind: Story = {
  name: 'Error',
  args: { kind: 'error', title: 'Something went wrong!', description: 'Request failed' },
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('alert');
    await expect(toast).toHaveTextContent('Error: Something went wrong!');
    await expect(toast).toHaveTextContent('Request failed');
  },
};

export const Info: Story = {
  args: { kind: 'info', title: 'Redirecting to home page ...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Information: Redirecting');
  },
};

export const Warning: Story = {
  args: { kind: 'warning', title: 'Consent is required to edit details' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Warning: Consent is required');
  },
};

export const AllKinds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ToastFrame role="status">
        <ToastMessage kind="success" title="Signed Out Successful" />
      </ToastFrame>
      <ToastFrame role="alert">
        <ToastMessage kind="error" title="Failed to copy" />
      </ToastFrame>
      <ToastFrame role="status">
        <ToastMessage kind="info" title="Loading..." />
      </ToastFrame>
      <ToastFrame role="alert">
        <ToastMessage kind="warning" title="Cannot update with same email" />
      </ToastFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    const kinds = [...canvasElement.querySelectorAll('[data-kind]')].map((node) => node.getAttribute('data-kind'));
    await expect(kinds).toEqual(['success', 'error', 'info', 'warning']);
  },
};

export const Dismissible: Story = {
  args: { kind: 'success', title: 'Promo Code copied to clipboard', onClose: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    kind: 'error',
    title: 'Token expired, please login again',
    description:
      'Your session ended after a long time without activity. Sign in again to continue playing; your balance and open bets are safe.',
    onClose: fn(),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { kind: 'info', title: 'Previous transaction retrieved!' },
};
