import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox labelled by a visible label, four lines tall by default', () => {
    render(<TextArea label="Note" />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(screen.getByText('Note').tagName).toBe('LABEL');
  });

  it('shows the error as "* message", marks the field invalid and describes it with the error and the hint', () => {
    render(<TextArea label="Reason" error="Give a reason" hint="The player sees it." />);
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(screen.getByText('* Give a reason')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('* Give a reason The player sees it.');
  });

  it('is not invalid and has no description without error, hint or maximum', () => {
    render(<TextArea label="Note" />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('counts the characters typed against maxLength and describes the field with the count', async () => {
    render(<TextArea label="Note" maxLength={20} defaultValue="Hi" hint="Staff only." />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByText('2 of 20 characters')).toBeVisible();
    await userEvent.type(textarea, ' there');
    expect(screen.getByText('8 of 20 characters')).toBeVisible();
    expect(textarea).toHaveAttribute('maxlength', '20');
    expect(textarea).toHaveAccessibleDescription('Staff only. 8 of 20 characters');
  });

  it('counts a controlled value, in the words given', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          label="Reason"
          maxLength={10}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          messages={{ count: (length, max) => `${length}/${max}` }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('0/10')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'abc');
    expect(screen.getByText('3/10')).toBeVisible();
  });

  it('keeps a caller aria-describedby next to its own ids', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextArea label="Note" error="required" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toMatch(/-error extra$/);
  });

  it('forwards the ref and native props, so register-style uncontrolled use works', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextArea ref={ref} label="Note" name="note" rows={6} onChange={onChange} onBlur={onBlur} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'a{Enter}b');
    await userEvent.tab();
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
    expect(ref.current?.name).toBe('note');
    expect(ref.current?.rows).toBe(6);
    expect(ref.current?.value).toBe('a\nb');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('marks required, and passes disabled and read-only to the textarea', () => {
    render(
      <>
        <TextArea label="A" required />
        <TextArea label="B" disabled />
        <TextArea label="C" readOnly defaultValue="Kept" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'B' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'C' })).toHaveAttribute('readonly');
  });

  it('keeps a hidden label as the accessible name and uses a given id', () => {
    render(<TextArea id="note" label="Note" hideLabel />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea.id).toBe('note');
  });
});
