import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** Props of {@link UploadField}. */
export interface UploadFieldProps {
  /** Field label, e.g. 'Media'. */
  label: ReactNode;
  /** Text of the pick-files button, e.g. 'Choose file'. */
  buttonLabel: string;
  /** Accepted MIME types, e.g. `['video/*']` or `['image/*', 'video/*']`. */
  accept: readonly string[];
  /** Whether several files may be picked (only carousel posts). @default false */
  multiple?: boolean;
  /** Called with the picked files. */
  onSelect: (files: File[]) => void;
  /** True while an upload runs: the progress bar replaces the picker. @default false */
  uploading?: boolean;
  /** Upload progress from 0 to 100. @default 0 */
  progress?: number;
  /** Accessible name of the progress bar, e.g. 'Upload progress'. */
  progressLabel: string;
  /** Help text under the label (e.g. the allowed file types). */
  description?: ReactNode;
  /** Error message under the field. */
  error?: ReactNode;
  /** Disables the picker. @default false */
  disabled?: boolean;
  /** Marks the field required (an asterisk after the label). @default false */
  required?: boolean;
}

/**
 * A file picker for post media. While uploading, the picker is hidden and a progress
 * bar shows the percentage, so the user cannot start a second upload.
 */
export function UploadField({
  label,
  buttonLabel,
  accept,
  multiple = false,
  onSelect,
  uploading = false,
  progress = 0,
  progressLabel,
  description,
  error,
  disabled = false,
  required = false,
}: UploadFieldProps) {
  const ids = { button: useId(), label: useId(), description: useId(), error: useId() };
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  // The button is named by its own text and the field's label ("Choose file Media"), described by
  // the help text and the error, and invalid while there is an error: a file input's label,
  // description and error are not tied to the button that stands for it by Mantine.
  const described = [description ? ids.description : null, error ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      labelProps={{ id: ids.label }}
      description={description}
      descriptionProps={{ id: ids.description }}
      error={error}
      errorProps={{ id: ids.error }}
    >
      <Stack gap={6} mt={6}>
        {uploading ? (
          <Group gap="sm" wrap="nowrap">
            <Progress value={percent} flex={1} aria-label={progressLabel} striped animated />
            <Text size="sm" fw={600} w={44} ta="right">
              {percent}%
            </Text>
          </Group>
        ) : (
          <FileButton
            onChange={(picked: File | File[] | null) =>
              onSelect(picked === null ? [] : Array.isArray(picked) ? picked : [picked])
            }
            accept={accept.join(',')}
            multiple={multiple}
            disabled={disabled}
          >
            {(props) => (
              <Button
                variant="default"
                disabled={disabled}
                {...props}
                id={ids.button}
                aria-labelledby={`${ids.button} ${ids.label}`}
                aria-describedby={described || undefined}
                aria-invalid={error ? true : undefined}
              >
                {buttonLabel}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
