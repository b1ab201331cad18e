import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfilePictureChanger } from './ProfilePictureChanger';

const file = new File(['x'], 'me.png', { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('ProfilePictureChanger', () => {
  it('shows a placeholder without a picture, and the picture when there is one', () => {
    const { rerender } = render(<ProfilePictureChanger />);
    expect(screen.getByRole('img', { name: 'Profile picture' }).tagName).toBe('SPAN');
    rerender(<ProfilePictureChanger src="/pic.png" />);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/pic.png');
  });

  it('reports a picked file', () => {
    const onFileChange = vi.fn();
    render(<ProfilePictureChanger onFileChange={onFileChange} />);
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledWith(file);
  });

  it('previews the picked file with upload and reset icons', () => {
    const onUpload = vi.fn();
    const onFileChange = vi.fn();
    render(<ProfilePictureChanger src="/pic.png" file={file} onUpload={onUpload} onFileChange={onFileChange} />);
    expect(screen.getByRole('img', { name: 'Preview of the new profile picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(onUpload).toHaveBeenCalledWith(file);
    fireEvent.click(screen.getByRole('button', { name: 'Reset picture' }));
    expect(onFileChange).toHaveBeenCalledWith(null);
  });

  it('disables its controls while uploading', () => {
    render(<ProfilePictureChanger file={file} uploading messages={{ upload: 'Hochladen' }} />);
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeDisabled();
    expect(screen.getByLabelText('Choose a picture')).toBeDisabled();
  });
});
