import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { formatDate } from '../../format';
import { DownloadIcon, EXTERNAL_LINK_PROPS } from '../shared';
import classes from './DocumentRow.module.css';

/** Document fields the row shows (names as in the API). */
export interface DocumentRowData {
  /** File name shown. */
  filename: string;
  /** Document date, shown as YYYY/MM/DD. */
  date: string;
  /** File address the Download button opens in a new tab. */
  downloadUrl: string;
}

/** Props of {@link DocumentRow}. */
export interface DocumentRowProps {
  /** The document. */
  document: DocumentRowData;
  /** Text of the download button, e.g. "Download". */
  downloadLabel: string;
  /** Called on the button's click before the file opens; `preventDefault` keeps it closed (offline). */
  onDownloadClick?: (event: { preventDefault: () => void }) => void;
}

/** One document: filename, date (YYYY/MM/DD) and a Download button that opens the file in a new tab. */
export function DocumentRow({ document, downloadLabel, onDownloadClick }: DocumentRowProps) {
  const nameId = useId();
  return (
    <Group className={classes.row} justify="space-between" wrap="nowrap" gap="md">
      <div className={classes.text}>
        <Text id={nameId} fw={500}>
          {document.filename}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDate(document.date)}
        </Text>
      </div>
      <Button
        component="a"
        href={document.downloadUrl}
        {...EXTERNAL_LINK_PROPS}
        variant="light"
        leftSection={<DownloadIcon />}
        aria-describedby={nameId}
        className={classes.button}
        onClick={onDownloadClick}
      >
        {downloadLabel}
      </Button>
    </Group>
  );
}
