import { Group, Loader, Text } from '@mantine/core';

/** A value that is still loading, inside a detail table cell: a small spinner and a short text. */
export function InlineLoading({ label }: { label: string }) {
  return (
    <Group gap={6} component="span" wrap="nowrap">
      <Loader size={12} aria-hidden />
      <Text span size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
