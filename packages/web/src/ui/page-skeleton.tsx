import { Skeleton, Stack } from '@mantine/core';

/** Skeleton shown while a page's code loads. */
export function PageSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton height={200} />
    </Stack>
  );
}
