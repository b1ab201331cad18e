import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KycDocumentCard } from './KycDocumentCard';

const kinds = ['Photo ID', 'Passport', 'ID Card'];
const file = new File(['x'], 'id.png', { type: 'image/png' });

describe('KycDocumentCard', () => {
  it('names the section by its title and lists the accepted kinds', () => {
    render(<KycDocumentCard title="Identification" kinds={kinds} status="missing" />);
    expect(screen.getByRole('region', { name: 'Identification' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(kinds);
  });

  it('offers a picker for a missing document and reports the picked file', () => {
    const onFileChange = vi.fn();
    render(<KycDocumentCard title="Identification" kinds={kinds} status="missing" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('Choose file: Identification');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.queryByText(/Status/)).not.toBeInTheDocument();
  });

  it('shows the status and no picker for a pending or approved document', () => {
    const { rerender } = render(
      <KycDocumentCard title="Address" kinds={['Utility Bill']} status="pending" statusText="Review Pending" />,
    );
    expect(screen.getByText('Review Pending')).toBeInTheDocument();
    expect(screen.queryByLabelText(/file/i)).not.toBeInTheDocument();
    rerender(<KycDocumentCard title="Address" kinds={['Utility Bill']} status="approved" statusText="Approved" />);
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('offers Attach New File, then Update Document, for a rejected document', () => {
    const onUpdate = vi.fn();
    const { rerender } = render(
      <KycDocumentCard title="Identification" kinds={kinds} status="rejected" statusText="rejected due to blur" />,
    );
    expect(screen.getByLabelText('Attach New File: Identification')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Document' })).not.toBeInTheDocument();
    rerender(
      <KycDocumentCard
        title="Identification"
        kinds={kinds}
        status="rejected"
        statusText="rejected due to blur"
        file={file}
        onUpdate={onUpdate}
      />,
    );
    expect(screen.getByText('id.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update Document' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('offers no file controls for a finally rejected document, and says so', () => {
    render(
      <KycDocumentCard
        title="Identification"
        kinds={kinds}
        status="rejected"
        statusText="rejected due to a forged document"
        finalText="This decision is final: it cannot be uploaded again."
        file={file}
      />,
    );
    expect(screen.getByText('rejected due to a forged document')).toBeInTheDocument();
    expect(screen.getByText('This decision is final: it cannot be uploaded again.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Attach New File/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Document' })).not.toBeInTheDocument();
  });

  it('takes every text from messages', () => {
    render(
      <KycDocumentCard
        title="Ausweis"
        kinds={['Reisepass']}
        status="expired"
        statusText="abgelaufen"
        messages={{ attachNewFile: 'Neue Datei anhängen', noFileChosen: 'Keine Datei', status: 'Stand' }}
      />,
    );
    expect(screen.getByLabelText('Neue Datei anhängen: Ausweis')).toBeInTheDocument();
    expect(screen.getByText('Keine Datei')).toBeInTheDocument();
    expect(screen.getByText(/Stand/)).toBeInTheDocument();
  });
});
