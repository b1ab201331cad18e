import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Prose } from './Prose';

/** A wide placeholder image (inline SVG, no network): shows that images shrink to the column. */
const wideImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400" viewBox="0 0 1600 400">' +
      '<rect width="1600" height="400" fill="#1e2638"/><circle cx="800" cy="200" r="120" fill="#f5b400"/></svg>',
  );

/** A page description as the CMS sends it (already sanitised by the app). */
const pageHtml = `
<h2>Responsible gaming</h2>
<p>We want playing to stay <strong>fun</strong>. Set a deposit limit in your
<a href="#profile">profile dashboard</a>, take a break whenever you like, and read the
<a href="#terms">terms &amp; conditions</a> before you claim a bonus.</p>
<h3>Tools you can use</h3>
<ul>
  <li>Deposit limits per day, week or month</li>
  <li>Session reminders
    <ul><li>every 30 or 60 minutes</li></ul>
  </li>
  <li>Self-exclusion from 24 hours to 5 years</li>
</ul>
<ol>
  <li>Open <em>Account Settings</em>.</li>
  <li>Choose a limit and press <code>Save</code>.</li>
</ol>
<blockquote><p>Only bet what you can afford to lose.</p></blockquote>
<h3>Bonus wagering</h3>
<table>
  <caption>Wagering requirements by bonus</caption>
  <thead><tr><th scope="col">Bonus</th><th scope="col">Match</th><th scope="col">Wagering</th></tr></thead>
  <tbody>
    <tr><td>First Time Deposit</td><td>100% up to €200</td><td>35×</td></tr>
    <tr><td>Reload</td><td>50% up to €100</td><td>30×</td></tr>
  </tbody>
</table>
<figure>
  <img src="${wideImage}" alt="A golden coin on a dark table" width="1600" height="400" />
  <figcaption>Bonuses are credited within 24 hours.</figcaption>
</figure>
<pre><code>PROMO-CODE: WELCOME2026</code></pre>
<hr />
<p>Questions? Write to <a href="mailto:support@example.com">support@example.com</a>.</p>
`;

const meta = {
  title: 'Patterns/Prose',
  parameters: {
    docs: {
      description: {
        component: [
          "Styles long-form content (headings, paragraphs, lists, links, tables, images) with the theme's fonts and colours, at a readable measure (at most 72 characters a line).",
          '',
          '### Usage',
          'Use for CMS or legal text: terms and conditions, bonus terms, responsible-gaming pages, help articles.',
          '',
          '- **Do** sanitise CMS `html` in the app (e.g. DOMPurify) before passing it: the component does not.',
          '- **Do** wrap the whole content once (`as="article"` for a whole page); links are underlined and show the focus ring.',
          "- **Don't** use it for interface text (labels, buttons, cards): use `Text` and `Heading`.",
        ].join('\n'),
      },
    },
  },
  component: Prose,
  argTypes: {
    html: { control: 'text', description: 'Sanitised HTML from the CMS.' },
    as: { control: 'inline-radio', options: ['div', 'article', 'section'] },
    children: { control: false, description: 'JSX content instead of `html`.' },
  },
  args: { html: pageHtml },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS HTML: readable measure, underlined links with a visible focus ring, images within the column. */
export const PageDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prose = canvas.getByRole('heading', { level: 2, name: 'Responsible gaming' }).parentElement as HTMLElement;
    const link = canvas.getByRole('link', { name: 'profile dashboard' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    // At most 72 characters a line: no wider than a 72ch probe in the same font.
    const probe = document.createElement('span');
    Object.assign(probe.style, { display: 'inline-block', width: '72ch' });
    prose.append(probe);
    const measure = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(prose.getBoundingClientRect().width).toBeLessThanOrEqual(measure + 0.5);
    const image = canvas.getByRole('img', { name: 'A golden coin on a dark table' });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(prose.getBoundingClientRect().width);
    await expect(canvas.getByRole('table', { name: 'Wagering requirements by bonus' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Responsible gaming' })).toBeVisible();
  },
};

/** A whole page: the title outside, the content as an `article`. */
export const AsArticle: Story = {
  args: { as: 'article', 'aria-labelledby': 'page-title' },
  render: (args) => (
    <>
      <Heading level={1} id="page-title" style={{ marginBlockEnd: '1rem' }}>
        Terms &amp; conditions
      </Heading>
      <Prose {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Terms & conditions' })).toBeInTheDocument();
  },
};

/** Content written in JSX instead of an HTML string. */
export const WithChildren: Story = {
  args: {
    html: undefined,
    children: (
      <>
        <h2>How deposits work</h2>
        <p>
          Deposits are made in crypto through CRYPTOPAY. Pick an amount, then pay from your wallet. See the{' '}
          <a href="#faq">FAQ</a> for supported coins.
        </p>
        <ul>
          <li>Minimum deposit: 1</li>
          <li>Quick amounts: 20, 30, 50, 100</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'How deposits work' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Long words, wide tables and wide images stay inside a phone screen. */
export const MobileWidth: Story = {
  args: {
    html: `<p>Averyveryveryveryveryveryveryveryveryveryverylongwordwithoutanybreakopportunity at all.</p>${pageHtml}`,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const prose = table.parentElement as HTMLElement;
    await expect(prose.scrollWidth).toBeLessThanOrEqual(prose.clientWidth);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(prose.getBoundingClientRect().right + 1);
  },
};
