import type { Story, StoryMeta } from '../../story';
import { UploadField } from './UploadField';

export default { title: 'Controls/Upload field' } satisfies StoryMeta;

const common = {
  label: 'Media',
  buttonLabel: 'Choose files',
  progressLabel: 'Upload progress',
  onSelect: () => {},
};

/** A carousel post: images or videos, several files. */
export const Ready: Story = () => (
  <UploadField
    {...common}
    accept={['image/*', 'video/*']}
    multiple
    description="Images or videos"
  />
);

/** Upload running: the picker is hidden. */
export const Uploading: Story = () => (
  <UploadField {...common} accept={['video/*']} uploading progress={42.4} />
);

/** Required media missing. */
export const WithError: Story = () => (
  <UploadField {...common} accept={['video/*']} error="Please provide all info" />
);
