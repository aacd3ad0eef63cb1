import { Box, Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Shapes of {@link LoadingSkeleton}: a grid of cards, rows of a list, or lines of text. */
export type SkeletonVariant = 'card' | 'list' | 'text';

/** Props of {@link LoadingSkeleton}. */
export interface LoadingSkeletonProps {
  /** Shape of the placeholder. */
  variant: SkeletonVariant;
  /** Accessible name of the loading region, e.g. 'Loading campaigns'. */
  label: string;
  /** How many cards, rows or lines. @default 3 */
  count?: number;
}

const CardShape = () => (
  <Card>
    <Skeleton height={120} mb="sm" />
    <Skeleton height={14} width="70%" mb={8} />
    <Skeleton height={12} width="40%" />
  </Card>
);

const RowShape = () => (
  <Group wrap="nowrap" gap="sm">
    <Skeleton height={40} circle />
    <Box flex={1}>
      <Skeleton height={12} width="60%" mb={8} />
      <Skeleton height={10} width="35%" />
    </Box>
  </Group>
);

/** Grey placeholders in the shape of the content that is loading; one line per item on mobile grids. */
export function LoadingSkeleton({ variant, label, count = 3 }: LoadingSkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      {variant === 'card' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {items.map((i) => (
            <CardShape key={i} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap={variant === 'list' ? 'md' : 8}>
          {items.map((i) =>
            variant === 'list' ? (
              <RowShape key={i} />
            ) : (
              <Skeleton key={i} height={12} width={i === count - 1 ? '60%' : '100%'} />
            ),
          )}
        </Stack>
      )}
    </Box>
  );
}
