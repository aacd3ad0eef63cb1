import { Stack } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { DocumentRow } from './DocumentRow';

export default { title: 'Cards/Document row' } satisfies StoryMeta;

export const Single: Story = () => (
  <DocumentRow
    document={{
      filename: 'Partner agreement 2026.pdf',
      date: '2026-03-14',
      downloadUrl: 'https://files.example.com/documents/41.pdf',
    }}
    downloadLabel="Download"
  />
);

export const LongName: Story = () => (
  <Stack gap={0}>
    <DocumentRow
      document={{
        filename:
          'Tax residency certificate for the fiscal year 2025 - signed and stamped copy.pdf',
        date: '2026-01-02',
        downloadUrl: 'https://files.example.com/documents/42.pdf',
      }}
      downloadLabel="Download"
    />
    <DocumentRow
      document={{
        filename: 'Brand safety guidelines.pdf',
        date: '2025-11-30',
        downloadUrl: 'https://files.example.com/documents/43.pdf',
      }}
      downloadLabel="Download"
    />
  </Stack>
);
