import { useMessages } from '../i18n/define-messages';
import { shellMessages } from './messages';
import { panelDomId } from './page-title';
import classes from './skip-link.module.css';

/**
 * The page's first stop for the keyboard: it skips the header, the side menu, the quick entries and the tab strip
 * (some thirty stops) and puts the focus on the page shown (its tab panel; the content area when no page is), from
 * where the next Tab reaches the page's first control. A button, not a link to '#…': the address is the router's.
 */
export function SkipToPage({ currentId }: { currentId: string | null }) {
  const t = useMessages(shellMessages);
  return (
    <button
      type="button"
      className={classes.skip}
      onClick={() => {
        const panel = currentId === null ? null : document.getElementById(panelDomId(currentId));
        const target = panel ?? document.querySelector<HTMLElement>('main');
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }}
    >
      {t('skipToPage')}
    </button>
  );
}
