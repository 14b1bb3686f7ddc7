import { type MenuItem, subsystemOfMenuItem } from '@mch/sdk';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { featureErrorMessage, useOpenSubsystem } from '../features/subsystems';
import { subsystemsMessages } from '../features/subsystems/messages';
import { useOpenPage } from '../platform/workbench-context';
import { notify } from '../ui/notify';

/**
 * The opener of the menu's entries, wherever they are clicked (the side menu, the quick-entry bar and its 'view
 * more' list): an entry opens the page the SDK's `menuItemPage` says, so it is one tab however it is opened. The exam
 * and training entries go the way of the workbench's subsystems card (`useOpenSubsystem`: sync the user, exchange
 * the token, frame the address with it) and tell a failure the same way (as a notification); every other entry
 * opens its page. The function stays the same for the opener's whole life (the subsystems' state changing does not
 * redraw every entry).
 */
export function useOpenMenuItem(): (item: MenuItem) => void {
  const openPage = useOpenPage();
  const { open, error, failedKind } = useOpenSubsystem();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    // Each failure once; a failure on screen follows the language switch.
    if (failedKind === null || shown.current === error) return;
    shown.current = error;
    notify({
      color: 'red',
      title: ({ messages }) => {
        const t = messages(subsystemsMessages);
        return t('failedTitle', { name: t(failedKind) });
      },
      message: ({ t }) => featureErrorMessage(error, t),
    });
  }, [error, failedKind]);
  const latest = useRef({ openPage, open });
  useLayoutEffect(() => {
    latest.current = { openPage, open };
  });
  return useCallback((item) => {
    const kind = subsystemOfMenuItem(item);
    if (kind === null) latest.current.openPage(item.name, item.query ?? {}, item.title);
    else latest.current.open(kind);
  }, []);
}
