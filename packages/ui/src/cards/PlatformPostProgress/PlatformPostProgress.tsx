import { Group, Progress, Stack, Text } from '@mantine/core';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';

/** Submitted and required posts of one platform. */
export interface PlatformPostCount {
  /** Platform, e.g. 'youtube'. */
  platform: string;
  /** Posts submitted for the platform. */
  submitted: number;
  /** Posts required on the platform; 0 counts as complete. */
  required: number;
}

/** Props of {@link PlatformPostProgress}. */
export interface PlatformPostProgressProps {
  /** One entry per platform of the campaign. */
  items: PlatformPostCount[];
  /** Translated platform name, e.g. 'twitter' -> "X". */
  platformName: (platform: string) => string;
  /** Count text, e.g. `(s, r) => \`${s} of ${r} submitted\``. */
  countLabel: (submitted: number, required: number) => string;
}

/** Share of required posts submitted, 0 to 100; a platform with nothing required counts as complete. */
export function progressPercent(submitted: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, submitted) / required) * 100));
}

/** Per-platform progress of a campaign: submitted posts against required posts. */
export function PlatformPostProgress({
  items,
  platformName,
  countLabel,
}: PlatformPostProgressProps) {
  return (
    <Stack gap="sm">
      {items.map(({ platform, submitted, required }) => {
        const name = platformName(platform);
        const percent = progressPercent(submitted, required);
        return (
          <div key={platform}>
            <Group justify="space-between" gap="xs">
              <Group gap={6} wrap="nowrap">
                <PlatformIcon platform={platform as Platform} size={18} />
                <Text size="sm" fw={500}>
                  {name}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {countLabel(submitted, required)}
              </Text>
            </Group>
            <Progress
              value={percent}
              color={percent >= 100 ? 'green' : 'brand'}
              mt={4}
              aria-label={name}
            />
          </div>
        );
      })}
    </Stack>
  );
}
