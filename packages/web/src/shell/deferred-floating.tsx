import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type FocusEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { loadChunk } from '../app/chunk';
import { deferredImport } from '../app/deferred-load';
import type { FloatingParts } from './floating-parts';

/*
 * The floating parts (tooltips, popovers, hover cards, menus) are kept off the landing: one shared load, started
 * after the landing's main content (src/app/deferred-load.ts) or at once on a first use that comes earlier. Every
 * mounted DeferredFloating upgrades when it has finished.
 */

let loaded: FloatingParts | null = null;
let loading: Promise<void> | undefined;
const upgrades = new Set<() => void>();

/** Loads the floating parts now (a failed load is tried again on the next use; the plain triggers stay meanwhile). */
function loadNow(): Promise<void> {
  loading ??= loadChunk(() => import('./floating-parts')).then(
    (module) => {
      loaded = module.floatingParts;
      // One commit at once: no click or focus reaches a plain trigger between its reading and its replacement.
      flushSync(() => {
        for (const upgrade of [...upgrades]) upgrade();
      });
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

const loadAfterLanding = deferredImport(loadNow, 'extras');

/** The props `DeferredFloating` sets on its trigger (the trigger's own handlers still run). */
export interface FloatingTriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: MouseEventHandler<HTMLElement>;
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  onPointerLeave?: PointerEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
  'aria-haspopup'?: 'dialog' | 'menu';
  'aria-expanded'?: boolean;
}

interface DeferredFloatingProps {
  /**
   * The trigger: one element that takes a ref, rendered as it is until the floating code has loaded and as the
   * floating version's target from then on (so both look the same).
   */
  trigger: ReactElement<FloatingTriggerProps>;
  /**
   * What opens the floating version: a click on the trigger (popover, menu), the pointer over it (tooltip, hover
   * card), or the pointer over it or the focus in it (a tooltip with focus events).
   */
  opensOn: 'click' | 'hover' | 'hover-focus';
  /** The kind of popup the trigger opens, announced on the plain trigger as its floating version does. */
  popup?: 'dialog' | 'menu';
  /**
   * The floating version, once loaded: the floating components, the trigger to place as its target, and whether
   * it opens at once (the user pointed at or focused the plain trigger while the code loaded; an early click is
   * not told here but replayed on the new trigger, so a popover or menu opens exactly as on a click).
   */
  children: (parts: FloatingParts, trigger: ReactElement, openAtFirst: boolean) => ReactNode;
}

/**
 * Renders a shell control whose tooltip, popover, hover card or menu is loaded after the landing: the plain trigger
 * first, then the floating version. Using the plain trigger first loads the code at once and opens the floating
 * version when it arrives (no dead click), and a trigger that had the keyboard focus keeps it across the upgrade.
 */
export function DeferredFloating({ trigger, opensOn, popup, children }: DeferredFloatingProps) {
  const [floating, setFloating] = useState(loaded && { parts: loaded, openAtFirst: false });
  const triggerRef = useRef<HTMLElement>(null);
  const ref = useMergedRef(triggerRef, trigger.props.ref);
  // What the user did to the plain trigger, read when the floating version replaces it.
  const used = useRef({ clicked: false, pointed: false, focused: false });
  const refocus = useRef(false);
  const replayClick = useRef(false);

  useEffect(() => {
    if (floating) return;
    const upgrade = () => {
      if (!loaded) return;
      // Read before the plain trigger leaves the page: the floating version's trigger takes the focus over.
      refocus.current = triggerRef.current?.contains(document.activeElement) ?? false;
      const { clicked, pointed, focused } = used.current;
      replayClick.current = clicked;
      setFloating({ parts: loaded, openAtFirst: pointed || (opensOn === 'hover-focus' && focused) });
    };
    if (loaded) {
      upgrade();
      return;
    }
    upgrades.add(upgrade);
    void loadAfterLanding();
    return () => {
      upgrades.delete(upgrade);
    };
  }, [floating, opensOn]);

  useLayoutEffect(() => {
    if (!floating || !refocus.current) return;
    refocus.current = false;
    triggerRef.current?.focus();
  }, [floating]);

  // After the focus: the popover or menu opened by the replayed click returns the focus to its trigger on close.
  useEffect(() => {
    if (!floating || !replayClick.current) return;
    replayClick.current = false;
    triggerRef.current?.click();
  }, [floating]);

  // Opened at once because the pointer rests on the trigger: the browser may move its hover state to the new trigger
  // only on a later mouse move, and so never tell it that the pointer left. The first move that lands outside the
  // trigger and its popup tells it (a mouseleave, as the browser would have sent).
  const openedUnderPointer = Boolean(floating?.openAtFirst) && opensOn !== 'click';
  useEffect(() => {
    if (!openedUnderPointer) return;
    const onMove = (event: PointerEvent) => {
      const node = triggerRef.current;
      const target = event.target;
      if (!node || !(target instanceof Node) || node.contains(target)) return;
      const popupId = node.getAttribute('aria-describedby') ?? node.getAttribute('aria-controls');
      if (popupId && document.getElementById(popupId)?.contains(target)) return;
      document.removeEventListener('pointermove', onMove, true);
      node.dispatchEvent(new MouseEvent('mouseleave', { clientX: event.clientX, clientY: event.clientY }));
    };
    document.addEventListener('pointermove', onMove, true);
    return () => document.removeEventListener('pointermove', onMove, true);
  }, [openedUnderPointer]);

  if (floating) return children(floating.parts, cloneElement(trigger, { ref }), floating.openAtFirst);

  const own = trigger.props;
  const announced = { 'aria-haspopup': popup, 'aria-expanded': popup ? false : undefined };
  if (opensOn === 'click') {
    return cloneElement(trigger, {
      ref,
      ...announced,
      onClick: (event) => {
        own.onClick?.(event);
        // A second click before the code has arrived takes the first back, as a second click closes the popup.
        used.current.clicked = !used.current.clicked;
        void loadNow();
      },
    });
  }
  return cloneElement(trigger, {
    ref,
    ...announced,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      used.current.pointed = true;
      void loadNow();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      used.current.pointed = false;
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      used.current.focused = true;
      if (opensOn === 'hover-focus') void loadNow();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      used.current.focused = false;
    },
  });
}
