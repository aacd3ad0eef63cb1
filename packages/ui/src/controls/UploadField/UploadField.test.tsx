import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { UploadField } from './UploadField';

const common = { label: 'Media', buttonLabel: 'Choose files', progressLabel: 'Upload progress' };

function fileInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('UploadField', () => {
  it('passes the accepted types and multiple flag to the picker', () => {
    const { container } = renderUi(
      <UploadField {...common} accept={['image/*', 'video/*']} multiple onSelect={() => {}} />,
    );
    expect(fileInput(container)).toHaveAttribute('accept', 'image/*,video/*');
    expect(fileInput(container)).toHaveAttribute('multiple');
  });

  it('hands back the picked files', async () => {
    const onSelect = vi.fn();
    const { container } = renderUi(
      <UploadField {...common} accept={['video/*']} onSelect={onSelect} />,
    );
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(fileInput(container), clip);
    expect(onSelect).toHaveBeenCalledWith([clip]);
  });

  it('hides the picker and shows the percentage while uploading', () => {
    renderUi(
      <UploadField
        {...common}
        accept={['video/*']}
        onSelect={() => {}}
        uploading
        progress={42.4}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('names the picker by its text and the label, described by the help text and the error', () => {
    renderUi(
      <UploadField
        {...common}
        accept={['video/*']}
        onSelect={() => {}}
        description="Videos up to 1 GB"
        error="Choose a video"
      />,
    );
    const picker = screen.getByRole('button', { name: 'Choose files Media' });
    expect(picker).toHaveAccessibleDescription('Videos up to 1 GB Choose a video');
    expect(picker).toBeInvalid();
  });

  it('is valid and described by the help text alone without an error', () => {
    renderUi(
      <UploadField {...common} accept={['video/*']} onSelect={() => {}} description="Photos" />,
    );
    const picker = screen.getByRole('button', { name: 'Choose files Media' });
    expect(picker).toHaveAccessibleDescription('Photos');
    expect(picker).not.toBeInvalid();
  });

  it('has no axe violations', async () => {
    renderUi(<UploadField {...common} accept={['video/*']} onSelect={() => {}} error="Required" />);
    await expectNoAxeViolations();
  });
});
