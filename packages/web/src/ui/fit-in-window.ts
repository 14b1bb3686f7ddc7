import type { PopoverProps } from '@mantine/core';

/**
 * A calendar's popover that always fits in the window: it opens on the side of its field with more room (not
 * always below, where a field low in a dialog left only the month's name on screen at 200 % zoom) and, when even
 * that side is too short, it is cut to the window's height and scrolls, so its days and its buttons can be reached.
 * (In a dialog the page itself cannot scroll to them.)
 */
export const FIT_IN_WINDOW = {
  middlewares: { flip: { fallbackStrategy: 'bestFit' }, shift: true, size: true },
  styles: { dropdown: { overflowY: 'auto' } },
} as const satisfies Pick<PopoverProps, 'middlewares' | 'styles'>;
