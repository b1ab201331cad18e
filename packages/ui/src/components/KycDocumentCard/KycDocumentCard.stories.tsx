import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KycDocumentCard, type KycDocumentCardProps } from './KycDocumentCard';

const pdf = () => new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });

/** Keeps the picked file, as the app does. */
function Stateful(args: KycDocumentCardProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <KycDocumentCard
      {...args}
      file={file}
      onFileChange={(picked) => {
        setFile(picked);
        args.onFileChange?.(picked);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/KycDocumentCard',
  parameters: {
    docs: {
      description: {
        component: [
          'One KYC document of the verification screen: its name, the accepted kinds of document, its review status, and the file controls its status allows.',
          '',
          '### Usage',
          'Use one card per required document on the verification page.',
          '',
          '- **Do** pass the `status` as the platform reports it (`missing`, `pending`, `rejected`, `expired`, `approved`) with its `statusText` (the rejection reason): the status decides which file controls show.',
          '- **Do** tell the accepted document kinds and file types before the player picks a file.',
          '- **Do** set `busy` while the update is sent, and `finalText` for a final rejection (no new upload is offered).',
          "- **Don't** validate the file in the card: `onFileChange` gets it, the app checks type and size.",
        ].join('\n'),
      },
    },
  },
  component: KycDocumentCard,
  argTypes: {
    title: { control: 'text' },
    kinds: { control: 'object' },
    status: { control: 'select', options: ['missing', 'pending', 'rejected', 'expired', 'approved'] },
    statusText: { control: 'text' },
    busy: { control: 'boolean' },
    accept: { control: 'text' },
    fileHref: { control: 'text' },
    finalText: { control: 'text' },
    file: { control: false, description: 'The picked `File` (controlled by the app).' },
    messages: { control: 'object' },
  },
  args: {
    title: 'Identification',
    kinds: ['Photo ID', 'Passport', 'ID Card'],
    status: 'missing',
    accept: 'image/jpeg,image/png,application/pdf',
    onFileChange: fn(),
    onUpdate: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KycDocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Identification' })).toBeVisible();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Choose file: Identification'), pdf());
    await expect(args.onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.pdf' }));
    await expect(canvas.getByText('passport.pdf')).toBeVisible();
    await expect(canvas.getByLabelText('Change file: Identification')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Update Document' })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { status: 'pending', statusText: 'Review Pending', fileHref: '#file' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Review Pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View file (Identification)' })).toHaveAttribute('href', '#file');
    await expect(canvas.queryByLabelText(/Choose file/)).not.toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { title: 'Address', kinds: ['Utility Bill'], status: 'approved', statusText: 'Approved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Approved')).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { status: 'rejected', statusText: 'rejected due to the photo is blurred' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('rejected due to the photo is blurred')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Document' })).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText('Attach New File: Identification'), pdf());
    await userEvent.click(canvas.getByRole('button', { name: 'Update Document' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

/** A final rejection: the reason and why nothing can be uploaded; no file controls. */
export const RejectedFinally: Story = {
  args: {
    status: 'rejected',
    statusText: 'rejected due to the face does not match the ID',
    finalText:
      'This document was rejected and the decision is final: it cannot be uploaded again. If you have any questions, please contact our support team.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/the decision is final/)).toBeVisible();
    await expect(canvas.queryByLabelText('Attach New File: Identification')).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: {
    title: 'ID with Photo',
    kinds: ['Selfie with ID next to face', 'Selfie with passport next to face'],
    status: 'expired',
    statusText: 'expired on 2026-01-31',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('expired on 2026-01-31')).toBeVisible();
    await expect(canvas.getByLabelText('Attach New File: ID with Photo')).toBeInTheDocument();
  },
};

export const Updating: Story = {
  args: { status: 'rejected', statusText: 'rejected due to unreadable', busy: true, file: { name: 'bill.png' } },
  render: (args) => <KycDocumentCard {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const update = canvas.getByRole('button', { name: /Update Document/ });
    await expect(update).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(update);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Attach New File: Identification')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    status: 'rejected',
    statusText:
      'rejected due to the document does not show the full name, the date of birth and the expiry date clearly enough to be read',
    file: { name: 'a-very-long-file-name-of-a-scanned-passport-page-taken-with-a-phone-camera.pdf' },
  },
  render: (args) => <KycDocumentCard {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Update Document' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { status: 'pending', statusText: 'Review Pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Review Pending')).toBeVisible();
  },
};
