import DOMPurify from 'dompurify';

/** Tags never kept, even where DOMPurify's HTML profile would allow them. */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  // An open dialog is drawn outside the notice, over the page (a fake "sign in again" box).
  'dialog',
];

/**
 * Attributes never kept: `class` and `id` could borrow the app's own styles (a Mantine overlay class is a fixed,
 * full-window layer) or clobber its DOM; `ping` would report clicks to a third party; `popover` and its controls
 * would lift an element into the top layer, over the app.
 */
const FORBIDDEN_ATTRIBUTES = [
  'class',
  'id',
  'ping',
  'srcset',
  'formaction',
  'popover',
  'popovertarget',
  'popovertargetaction',
];

/**
 * The inline style properties a notice may use: text formatting, colours, spacing and borders. Nothing that
 * positions, layers, transforms or sizes an element against the window (position, z-index, inset, transform,
 * width/height in viewport units, …) survives, so a notice cannot cover or restyle the app.
 */
const ALLOWED_STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-align',
  'text-indent',
  'line-height',
  'letter-spacing',
  'white-space',
  'list-style-type',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-collapse',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-bottom',
]);

/**
 * A value made only of words, numbers, units, colours, commas, quotes and rgb()/hsl() brackets: no url(), no
 * expression(), no var(), no escapes or comments, no viewport units, and no negative length (which could pull
 * text over its neighbours).
 */
const SAFE_STYLE_VALUE = /^[\w\s#%.,'"()+]*$/;
const UNSAFE_STYLE_VALUE =
  /url\s*\(|expression|var\s*\(|\b\d*\.?\d+(vw|vh|vmin|vmax|svh|lvh|dvh)\b|(^|[\s(,])-\.?\d/i;

/** Only the declarations of `style` whose property is allowed and whose value is plain. */
export function filterInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!ALLOWED_STYLE_PROPERTIES.has(property) || value === '') continue;
    if (!SAFE_STYLE_VALUE.test(value.replace(/\s*!important$/i, '')) || UNSAFE_STYLE_VALUE.test(value))
      continue;
    kept.push(`${property}:${value.replace(/\s*!important$/i, '')}`);
  }
  return kept.join(';');
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of our own, so that this hook never affects anyone else's use of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Every kind of link opens in a new window, with no access to this page and no referrer.
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = filterInlineStyle(style);
      if (kept === '') node.removeAttribute('style');
      else node.setAttribute('style', kept);
    }
  });
  purifier = instance;
  return instance;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// A tag's start, up to its end or the next tag; and an event-handler attribute in it: `on…=` after the tag name or
// another attribute (a space or a slash before it).
const TAG = /<[a-z][^<>]*/gi;
const HANDLER_ATTRIBUTE = /([\s/])(on[a-z]+\s*=)/gi;

/**
 * Renames the event-handler attributes of the tags in `html` (`onerror=` → `x-onerror=`, an attribute DOMPurify then
 * drops like any unknown one). Not a sanitiser (DOMPurify is): the browser checks the page's Content-Security-Policy
 * as soon as any document of the page, even the one DOMPurify parses into, is given a handler attribute, and
 * reports a violation for each (noise in a deployment's CSP reports, though nothing runs). Text outside tags is
 * left as it is. One pass over the text, each tag once: a tag of 30,000 handlers, renamed one per pass, had frozen
 * the page for 20 s.
 */
export function disarmHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1x-$2'));
}

/**
 * Server-provided rich text made safe to insert: scripts, event handlers, style sheets, forms, frames and script
 * URLs are removed; inline styles keep only text formatting (nothing can be positioned over the app or layered
 * above it); links (`a`, `area`) open in a new window without access to this page. Where DOMPurify cannot run,
 * the text is escaped instead (shown as text, never as HTML).
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance.isSupported) return escapeHtml(html);
  return instance.sanitize(disarmHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}
