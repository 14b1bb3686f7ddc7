import { HoverCard, Menu, Popover, Tooltip } from '@mantine/core';

/**
 * Mantine's floating components (they bring @floating-ui and Mantine's positioning code). The shell loads this
 * module after the landing's main content, through `DeferredFloating` (deferred-floating.tsx), never statically.
 */
export const floatingParts = { HoverCard, Menu, Popover, Tooltip };

/** The floating components a `DeferredFloating` renders its floating version with. */
export type FloatingParts = typeof floatingParts;
