import { Button, Group, Text } from '@mantine/core';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';
import { formatLongDate } from '../../format';
import classes from './MissingPostSlot.module.css';

/** Props of {@link MissingPostSlot}. */
export interface MissingPostSlotProps {
  /** Platform of the missing post. */
  platform: string;
  /** Translated platform name for the icon. */
  platformName: string;
  /** Translated post and content type, e.g. "Instagram reel". */
  typeLabel: string;
  /** Date the post must be published by (ISO), if any. */
  publishBy?: string | null;
  /** Publish-by line, e.g. `date => \`Publish by ${date}\``. */
  publishByLabel: (date: string) => string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Opens the submit-content overlay prefilled from this post; without it no button shows (nothing can be submitted now). */
  onSubmit?: () => void;
  /** Locale of the date. @default 'en' */
  locale?: string;
}

/** A required post not submitted yet: platform, type, deadline and a button to submit content for it. */
export function MissingPostSlot({
  platform,
  platformName,
  typeLabel,
  publishBy,
  publishByLabel,
  submitLabel,
  onSubmit,
  locale = 'en',
}: MissingPostSlotProps) {
  return (
    <div className={classes.slot}>
      <Group gap="xs" wrap="nowrap">
        <PlatformIcon platform={platform as Platform} size={20} label={platformName} />
        <Text fw={500}>{typeLabel}</Text>
      </Group>
      {publishBy ? (
        <Text size="sm" c="dimmed">
          {publishByLabel(formatLongDate(publishBy, locale))}
        </Text>
      ) : null}
      {onSubmit ? (
        <Button size="xs" variant="light" onClick={onSubmit} className={classes.button}>
          {submitLabel}
        </Button>
      ) : null}
    </div>
  );
}
