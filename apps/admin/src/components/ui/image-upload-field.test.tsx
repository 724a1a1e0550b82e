import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { uploadImage } from '../../lib/upload-image';
import { ImageUploadField } from './image-upload-field';

function Harness({ currentUrl }: { currentUrl?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageUploadField
      label="Featured Image"
      accept=".jpg,.jpeg,.png"
      file={file}
      onFileChange={setFile}
      currentUrl={currentUrl}
      error={file ? undefined : 'Please upload an image'}
      required
    />
  );
}

describe('ImageUploadField', () => {
  it('shows the current image, then a preview of the chosen file', async () => {
    render(<Harness currentUrl="https://cdn.example.com/current.png" />);
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/current.png',
    );
    const input = screen.getByLabelText(/Featured Image/);
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please upload an image')).toBeInTheDocument();

    await userEvent.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of cover.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText('Please upload an image')).not.toBeInTheDocument();
  });
});

describe('uploadImage', () => {
  it('sends the file as the image field and returns the stored URL on this site', async () => {
    const server = mockFetch({
      'files.uploadImage': {
        body: { result: true, message: 'Image has been uploaded.', data: { file_name: 'a1.png' } },
      },
    });
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    await expect(uploadImage(file)).resolves.toBe(`${window.location.origin}/img/uploads/a1.png`);
    const body = server.calls[0]?.body as FormData;
    expect(body.get('image')).toBeInstanceOf(File);
  });
});
