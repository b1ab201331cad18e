import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { MessagePage } from './MessagePage';

const meta = {
  title: 'Patterns/MessagePage',
  parameters: {
    docs: {
      description: {
        component: [
          'A centred status block for a whole page: 404, a render error, the e-mail verification result. An icon for the tone, the title as a heading, a description, then the action.',
          '',
          '### Usage',
          'Use when a page has nothing else to show: not found, an error, a finished flow.',
          '',
          '- **Do** say what happened in the title and what to do next in the description.',
          "- **Do** always offer a way on in `action` ('Go to the home page' as a `ButtonLink`).",
          '- **Do** set `live` for a result that appears without a page load (e-mail verification), so it is announced.',
          "- **Don't** use it for an error inside a page (use a `Notice`) or for technical details.",
        ].join('\n'),
      },
    },
  },
  component: MessagePage,
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'error'] },
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    live: { control: 'boolean' },
    icon: { control: false, description: "An icon element; the tone's icon by default, `null` for none." },
    action: { control: false, description: 'A link or button (see the stories).' },
    children: { control: false },
  },
  args: { title: 'Page not found' },
} satisfies Meta<typeof MessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page: a static page, so no live region. */
export const NotFound: Story = {
  args: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    action: <a href="#home">Go to the home page</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText(/does not exist/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveFocus();
  },
};

/** The router's fallback for render errors. */
export const RenderError: Story = {
  args: {
    tone: 'error',
    title: 'Unexpected Application Error!',
    description: 'Something went wrong while showing this page. Please try again.',
    action: (
      <>
        <Button onClick={fn()}>Reload page</Button>
        <Button variant="secondary" onClick={fn()}>
          Go to the home page
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-tone="error"] svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The e-mail verification result appears after a request: announced as a status. */
export const EmailVerified: Story = {
  args: {
    tone: 'success',
    live: true,
    title: 'Email verified',
    description: 'Your e-mail address is verified. Redirecting to home page ...',
    children: <Spinner size="sm" decorative />,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Email verified');
    await expect(status).toHaveTextContent('Redirecting to home page ...');
  },
};

export const EmailVerificationFailed: Story = {
  args: {
    tone: 'error',
    live: true,
    headingLevel: 2,
    title: 'Email not verified',
    description: 'The verification link has expired.',
    action: <Button onClick={fn()}>Send a new link</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Email not verified' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('The verification link has expired.');
  },
};

/** No icon, a long title and a rich description. */
export const NoIconLongText: Story = {
  args: {
    icon: null,
    title: 'We are performing scheduled maintenance on the casino lobby and the sportsbook',
    description: (
      <>
        <p>Games and bets are unavailable until 14:00 UTC.</p>
        <p>Your balance and open bets are safe.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(within(canvasElement).getByText('Your balance and open bets are safe.')).toBeVisible();
  },
};

export const MobileWidth: Story = {
  args: { ...NotFound.args, tone: 'neutral' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
