import { Paper, UnstyledButton } from '@mantine/core';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './context-menu.module.css';

/** One action of a context menu. */
export interface ContextMenuItem {
  /** A stable key of the item. */
  key: string;
  /** The item's text (its accessible name). */
  label: string;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** A disabled item can be reached by the arrow keys but does nothing. */
  disabled?: boolean;
  /** Runs when the item is chosen; the menu has closed already. */
  onSelect: () => void;
}

interface ContextMenuProps {
  /** Where the menu opens (viewport coordinates); `null` when it is closed. */
  at: { x: number; y: number } | null;
  /** The accessible name of the menu. */
  label: string;
  items: readonly ContextMenuItem[];
  /** Called when the menu closes without a choice or after one (Escape, Tab, a click outside, an item). */
  onClose: () => void;
}

const MARGIN = 8;

/**
 * A context menu (WAI-ARIA menu pattern) opened at a point: it takes the focus on its first enabled item, moves
 * with the arrow keys, Home and End, chooses with Enter or Space, and closes with Escape, Tab or a click outside.
 * It can be opened again at once by the same key or click that opened it, and it stays inside the viewport.
 */
export function ContextMenu({ at, label, items, onClose }: ContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Placed once measured: moved left or up where it would leave the viewport.
  const x = at?.x;
  const y = at?.y;
  const open = at !== null;
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (x === undefined || y === undefined || !menu) {
      setPosition(null);
      return;
    }
    const { width, height } = menu.getBoundingClientRect();
    const left = Math.max(MARGIN, Math.min(x, window.innerWidth - width - MARGIN));
    const top = Math.max(MARGIN, Math.min(y, window.innerHeight - height - MARGIN));
    setPosition({ left, top });
  }, [x, y]);

  const focusItem = useCallback(
    (from: number, step: 1 | -1) => {
      const count = items.length;
      for (let i = 0; i < count; i += 1) {
        const index = (((from + step * i) % count) + count) % count;
        const item = itemRefs.current[index];
        if (item) {
          item.focus();
          return;
        }
      }
    },
    [items.length],
  );

  // The first enabled item takes the focus once the menu is placed (a hidden element cannot take it).
  const firstEnabled = Math.max(
    0,
    items.findIndex((item) => !item.disabled),
  );
  useEffect(() => {
    if (position) focusItem(firstEnabled, 1);
  }, [position]);

  // A press outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node | null)) onCloseRef.current();
    };
    const onBlur = () => onCloseRef.current();
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('blur', onBlur);
    };
  }, [open]);

  if (!at) return null;

  const indexOfFocus = () => itemRefs.current.findIndex((el) => el !== null && el === document.activeElement);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(indexOfFocus() + 1, 1);
        break;
      case 'ArrowUp': {
        event.preventDefault();
        const current = indexOfFocus();
        focusItem(current < 0 ? items.length - 1 : current - 1, -1);
        break;
      }
      case 'Home':
        event.preventDefault();
        focusItem(0, 1);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1, -1);
        break;
      case 'Escape':
      case 'Tab':
        event.preventDefault();
        event.stopPropagation();
        onClose();
        break;
    }
  };

  // Rendered into the body at once (not after a mount effect), so that it can be measured and placed.
  return createPortal(
    <Paper
      ref={menuRef}
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      shadow="md"
      withBorder
      className={classes.menu}
      style={{
        left: position?.left ?? at.x,
        top: position?.top ?? at.y,
        visibility: position ? 'visible' : 'hidden',
      }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item, index) => (
        <UnstyledButton
          key={item.key}
          ref={(el: HTMLButtonElement | null) => {
            itemRefs.current[index] = el;
          }}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled || undefined}
          data-disabled={item.disabled || undefined}
          className={classes.item}
          onMouseEnter={(event) => event.currentTarget.focus()}
          onClick={() => {
            if (item.disabled) return;
            onClose();
            item.onSelect();
          }}
        >
          {item.icon && <span className={classes.icon}>{item.icon}</span>}
          <span>{item.label}</span>
        </UnstyledButton>
      ))}
    </Paper>,
    document.body,
  );
}
