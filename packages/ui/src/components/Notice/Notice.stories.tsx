import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Notice } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  parameters: {
    docs: {
      description: {
        component: [
          'A panel that tells the player something before they act: what is missing for a withdrawal, why a bonus must be forfeited first. The text says what it is; the colour only repeats it.',
          '',
          '### Usage',
          'Use inline on the page where the information applies: verification needed, a bonus in progress, a limit reached.',
          '',
          '- **Do** choose the `tone` by meaning: `warning` for something to do first, `danger` for a blocking problem, `success`, or `info` (default).',
          "- **Do** give it a `title` that says the point ('Verify your e-mail address') and put the way out in `actions` ('Go to Kyc Verification').",
          '- **Do** set `headingLevel` to fit the page\'s outline, and `role="status"` or `role="alert"` only when it appears after an action.',
          "- **Don't** use it for news about a finished action (use a toast), nor rely on colour to carry the meaning.",
        ].join('\n'),
      },
    },
  },
  component: Notice,
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'warning', 'danger', 'success'] },
    title: { control: 'text' },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    children: { control: 'text' },
    actions: { control: false, description: 'Buttons or links (see the stories).' },
    role: { control: 'select', options: ['region', 'status', 'alert'] },
  },
  args: {
    tone: 'warning',
    title: 'Verify your e-mail address',
    children: 'Withdrawals need a verified e-mail address. Open the link we sent you, or send it again.',
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something to do before a withdrawal, with the actions that do it. */
export const WithActions: Story = {
  render: (args) => (
    <Notice
      {...args}
      actions={
        <>
          <Button size="sm">Send the e-mail again</Button>
          <a href="#account-settings">Go to Account Settings</a>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Verify your e-mail address' });
    await expect(region).toHaveTextContent('Withdrawals need a verified e-mail address.');
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Verify your e-mail address');
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Send the e-mail again' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: 'Go to Account Settings' })).toHaveFocus();
  },
};

/** Every tone; the title says what the notice is, the colour only repeats it. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <Notice tone="info" title="Withdrawable cash">
        Only cash can be withdrawn. Bonus money becomes cash when its wagering is met.
      </Notice>
      <Notice tone="warning" title="Your identity documents must be approved">
        Upload your documents under Kyc Verification; we review them within 24 hours.
      </Notice>
      <Notice tone="danger" title="Bonus money cannot be withdrawn">
        Forfeit the bonus in progress to withdraw your cash.
      </Notice>
      <Notice tone="success" title="Ready to withdraw">
        Your e-mail address is verified and your documents are approved.
      </Notice>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    await expect(regions.map((region) => region.dataset.tone)).toEqual(['info', 'warning', 'danger', 'success']);
  },
};

/** Without a title the notice is a plain panel, not a named region. */
export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'info', children: 'Bonus money is never withdrawable.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText('Bonus money is never withdrawable.')).toBeVisible();
  },
};

export const LongTextOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    tone: 'danger',
    title: 'You have a bonus in progress: bonus money cannot be withdrawn',
    children:
      'Forfeit the Welcome Bonus to withdraw your cash. Its bonus money and everything won with it are removed; your cash stays. Address 0x52908400098527886E0F7030069857D2E4169EE7 stays on one screen.',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    // Long words wrap instead of widening the page.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};
