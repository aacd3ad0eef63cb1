import { LineIcon, showFailureNotice } from '@creator/ui';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { csvText, downloadText, type CsvTable } from '../lib/csv';
import { useT } from '../i18n/i18n';

/** Props of {@link DownloadCsvButton}. */
export interface DownloadCsvButtonProps {
  /** The button's text, e.g. 'Download CSV'. */
  label: string;
  /** The file's name, e.g. `payments-2026.csv`. */
  filename: string;
  /** The table, built from data already read when the button is pressed. */
  table: () => CsvTable;
  /** Disabled while what the table needs is not read yet. */
  disabled?: boolean;
}

/**
 * Downloads a table as a CSV file made in the browser (no request): the file is named after
 * what it holds. A failure to build it (the CSV writer's code not loading) says so in a notice.
 */
export function DownloadCsvButton({ label, filename, table, disabled }: DownloadCsvButtonProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadText(filename, await csvText(table()));
    } catch {
      showFailureNotice({ message: t('exports.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
      leftSection={
        <LineIcon>
          <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3" />
        </LineIcon>
      }
    >
      {label}
    </Button>
  );
}
