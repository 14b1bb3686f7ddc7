import { Button, HoverCard, Menu, Popover, Tooltip } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The floating code arrives when a test says so (`arrive()`); `requested` counts the loads that started.
const loading = {
  requested: 0,
  arrive: () => {},
};

/**
 * Fresh modules for each test (the floating code loads once per page, and the landing's gate opens once), with the
 * render helper imported alongside so both share one React and Mantine.
 */
async function load() {
  vi.resetModules();
  loading.requested = 0;
  const arrived = new Promise<void>((resolve) => {
    loading.arrive = resolve;
  });
  vi.doMock('./floating-parts', async () => {
    loading.requested += 1;
    await arrived;
    return { floatingParts: { HoverCard, Menu, Popover, Tooltip } };
  });
  const [{ DeferredFloating }, gate, { renderUi }] = await Promise.all([
    import('./deferred-floating'),
    import('../app/deferred-load'),
    import('../test/render'),
  ]);
  return { DeferredFloating, markPrimaryContentShown: gate.markPrimaryContentShown, renderUi };
}

type Loaded = Awaited<ReturnType<typeof load>>;

/** An app-download-like button with a popover. */
function PopoverButton({
  DeferredFloating,
  onClick,
}: {
  DeferredFloating: Loaded['DeferredFloating'];
  onClick?: () => void;
}) {
  return (
    <DeferredFloating
      opensOn="click"
      popup="dialog"
      trigger={<Button onClick={onClick}>App download</Button>}
    >
      {({ Popover }, trigger) => (
        <Popover>
          <Popover.Target>{trigger}</Popover.Target>
          <Popover.Dropdown>The QR code</Popover.Dropdown>
        </Popover>
      )}
    </DeferredFloating>
  );
}

/** A view-more-like button with a menu. */
function MenuButton({ DeferredFloating }: { DeferredFloating: Loaded['DeferredFloating'] }) {
  return (
    <DeferredFloating opensOn="click" popup="menu" trigger={<Button>View more</Button>}>
      {({ Menu }, trigger) => (
        <Menu>
          <Menu.Target>{trigger}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Message list</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </DeferredFloating>
  );
}

/** A tab-title-like text with a tooltip. */
function TooltipText({ DeferredFloating }: { DeferredFloating: Loaded['DeferredFloating'] }) {
  return (
    <DeferredFloating opensOn="hover" trigger={<span>Signed organ…</span>}>
      {({ Tooltip }, trigger, openAtFirst) => (
        <Tooltip label="Signed-organisation management" defaultOpened={openAtFirst}>
          {trigger}
        </Tooltip>
      )}
    </DeferredFloating>
  );
}

/** Lets the loaded module and the renders it causes settle. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Opens the landing's gate (the statistics are shown) and lets the idle callback run. */
async function showPrimaryContent(markPrimaryContentShown: () => void) {
  await act(async () => {
    markPrimaryContentShown();
    await vi.advanceTimersByTimeAsync(1000);
  });
}

async function arrive() {
  loading.arrive();
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DeferredFloating', () => {
  it('shows the plain trigger first and loads the floating version after the main content', async () => {
    const { DeferredFloating, markPrimaryContentShown, renderUi } = await load();
    renderUi(<PopoverButton DeferredFloating={DeferredFloating} />);
    const plain = screen.getByRole('button', { name: 'App download' });
    expect(plain.getAttribute('aria-haspopup')).toBe('dialog');
    expect(plain.getAttribute('aria-expanded')).toBe('false');
    await settle();
    expect(loading.requested).toBe(0);

    await showPrimaryContent(markPrimaryContentShown);
    expect(loading.requested).toBe(1);
    await arrive();
    // The floating version is closed at first, and its trigger opens and closes it.
    expect(screen.queryByText('The QR code')).toBeNull();
    const button = screen.getByRole('button', { name: 'App download' });
    fireEvent.click(button);
    expect(screen.getByText('The QR code')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByText('The QR code')).toBeNull();
  });

  it('loads the code on a click before the main content is shown and opens the popover when it arrives', async () => {
    const onClick = vi.fn();
    const { DeferredFloating, renderUi } = await load();
    renderUi(<PopoverButton DeferredFloating={DeferredFloating} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'App download' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await settle();
    expect(loading.requested).toBe(1);

    await arrive();
    expect(screen.getByText('The QR code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'App download' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a menu chosen by keyboard before the code arrived as a click would, and Escape returns to its trigger', async () => {
    const { DeferredFloating, renderUi } = await load();
    renderUi(<MenuButton DeferredFloating={DeferredFloating} />);
    const plain = screen.getByRole('button', { name: 'View more' });
    expect(plain.getAttribute('aria-haspopup')).toBe('menu');
    act(() => plain.focus());
    fireEvent.click(plain);

    await arrive();
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Message list' })).toBeTruthy();
    await settle();
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View more' }));
  });

  it('gives the keyboard focus back to the trigger when the floating version replaces it', async () => {
    const { DeferredFloating, markPrimaryContentShown, renderUi } = await load();
    renderUi(<PopoverButton DeferredFloating={DeferredFloating} />);
    const plain = screen.getByRole('button', { name: 'App download' });
    act(() => plain.focus());

    await showPrimaryContent(markPrimaryContentShown);
    await arrive();
    const upgraded = screen.getByRole('button', { name: 'App download' });
    expect(document.activeElement).toBe(upgraded);
    expect(screen.queryByText('The QR code')).toBeNull();
  });

  it('leaves the focus where it is when the trigger did not have it', async () => {
    const { DeferredFloating, markPrimaryContentShown, renderUi } = await load();
    renderUi(
      <>
        <input aria-label="Search" />
        <PopoverButton DeferredFloating={DeferredFloating} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    act(() => input.focus());

    await showPrimaryContent(markPrimaryContentShown);
    await arrive();
    expect(document.activeElement).toBe(input);
  });

  it('shows the tooltip when it arrives while the pointer is still on its trigger', async () => {
    const { DeferredFloating, renderUi } = await load();
    renderUi(<TooltipText DeferredFloating={DeferredFloating} />);
    fireEvent.pointerEnter(screen.getByText('Signed organ…'));
    await settle();
    expect(loading.requested).toBe(1);

    await arrive();
    expect(screen.getByRole('tooltip', { name: 'Signed-organisation management' })).toBeTruthy();
  });

  it('closes the tooltip opened under the pointer at the first move outside, with no mouseleave from the browser', async () => {
    const { DeferredFloating, renderUi } = await load();
    renderUi(
      <>
        <TooltipText DeferredFloating={DeferredFloating} />
        <p>Elsewhere</p>
      </>,
    );
    fireEvent.pointerEnter(screen.getByText('Signed organ…'));
    await arrive();
    expect(screen.getByRole('tooltip')).toBeTruthy();

    // A move over the trigger itself keeps it open.
    fireEvent.pointerMove(screen.getByText('Signed organ…'));
    await settle();
    expect(screen.getByRole('tooltip')).toBeTruthy();

    // The browser never saw the pointer enter the new trigger, so it sends no mouseleave: only this move.
    fireEvent.pointerMove(screen.getByText('Elsewhere'), { clientX: 500, clientY: 500 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the tooltip closed when the pointer left its trigger before the code arrived', async () => {
    const { DeferredFloating, renderUi } = await load();
    renderUi(<TooltipText DeferredFloating={DeferredFloating} />);
    const text = screen.getByText('Signed organ…');
    fireEvent.pointerEnter(text);
    fireEvent.pointerLeave(text);

    await arrive();
    expect(screen.getByText('Signed organ…')).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('upgrades a trigger mounted after the code has loaded at once', async () => {
    const { DeferredFloating, markPrimaryContentShown, renderUi } = await load();
    const first = renderUi(<PopoverButton DeferredFloating={DeferredFloating} />);
    await showPrimaryContent(markPrimaryContentShown);
    await arrive();
    first.unmount();

    renderUi(<PopoverButton DeferredFloating={DeferredFloating} />);
    fireEvent.click(screen.getByRole('button', { name: 'App download' }));
    expect(screen.getByText('The QR code')).toBeTruthy();
    expect(loading.requested).toBe(1);
  });
});
