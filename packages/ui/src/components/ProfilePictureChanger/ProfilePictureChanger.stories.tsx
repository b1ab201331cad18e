import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfilePictureChanger, type ProfilePictureChangerProps } from './ProfilePictureChanger';

// A 1x1 PNG, so the preview has a real image to show.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const picture = () => new File([PNG], 'me.png', { type: 'image/png' });

function Stateful(args: ProfilePictureChangerProps) {
  const [file, setFile] = useState<File | null>(args.file ?? null);
  return (
    <ProfilePictureChanger
      {...args}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        args.onFileChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/ProfilePictureChanger',
  parameters: {
    docs: {
      description: {
        component: [
          'The profile picture changer of Account Settings: the round picture and a camera picker; picking a file shows a preview with upload and reset icons.',
          '',
          '### Usage',
          'Use once in Account Settings.',
          '',
          "- **Do** tell the accepted file types and size, and show the platform's error when the upload fails.",
          '- **Do** keep the current picture until the upload succeeds.',
          "- **Don't** upload on pick: the player confirms with the upload icon.",
        ].join('\n'),
      },
    },
  },
  component: ProfilePictureChanger,
  argTypes: {
    src: { control: 'text' },
    uploading: { control: 'boolean' },
    accept: { control: 'text' },
    file: { control: false, description: 'The picked `File` (controlled by the app).' },
    messages: { control: 'object' },
  },
  args: { accept: 'image/jpeg,image/png', onFileChange: fn(), onUpload: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProfilePictureChanger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPicture: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Profile picture' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText('Choose a picture'), picture());
    await expect(args.onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload picture' }));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
  },
};

export const Reset: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose a picture'), picture());
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset picture' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  },
};

export const WithPicture: Story = {
  args: { src: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src');
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  render: (args) => <ProfilePictureChanger {...args} file={picture()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset picture' })).toBeDisabled();
    await expect(canvas.getByLabelText('Choose a picture')).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Choose a picture')).toBeEnabled();
  },
};
