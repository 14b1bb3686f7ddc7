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
 * text over its neighbours). Hyphens are kept within names (`sans-serif`, `line-through`, `pre-wrap`).
 */
const SAFE_STYLE_VALUE = /^[\w\s#%.,'"()+-]*$/;
const UNSAFE_STYLE_VALUE =
  /url\s*\(|expression|var\s*\(|\b\d*\.?\d+(vw|vh|vmin|vmax|svh|lvh|dvh)\b|(^|[\s(,])-\.?\d/i;
/** The only functions a value may call: colours (no calc(), min(), clamp(), … that could compute a negative length). */
const ALLOWED_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
const FUNCTION_CALL = /([a-z-]*)\s*\(/gi;

/** CSS pixels per unit, for the lengths of a notice (em and its kin at the text's usual 16 px). */
const PX_PER_UNIT: Readonly<Record<string, number>> = {
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: 16,
  rem: 16,
  ex: 8,
  ch: 8,
  lh: 24,
  rlh: 24,
};

/**
 * The largest length each sized property may take: text a notice can emphasise but not blow up, spacing and
 * borders that lay out a card, not fill the tab (a 3,000 px link would make the whole panel one click away).
 * `percent` is for a percentage, `unitless` for a plain number (line-height's multiple; 0 elsewhere).
 */
interface LengthLimit {
  px: number;
  percent: number;
  unitless: number;
}
const SPACING: LengthLimit = { px: 64, percent: 10, unitless: 0 };
const BORDER: LengthLimit = { px: 8, percent: 0, unitless: 0 };
const LENGTH_LIMITS: Readonly<Record<string, LengthLimit>> = {
  'font-size': { px: 48, percent: 300, unitless: 0 },
  'line-height': { px: 72, percent: 300, unitless: 3 },
  'letter-spacing': { px: 16, percent: 0, unitless: 0 },
  'text-indent': { px: 128, percent: 20, unitless: 0 },
  padding: SPACING,
  'padding-top': SPACING,
  'padding-right': SPACING,
  'padding-bottom': SPACING,
  'padding-left': SPACING,
  'margin-top': SPACING,
  'margin-bottom': SPACING,
  border: BORDER,
  'border-top': BORDER,
  'border-right': BORDER,
  'border-bottom': BORDER,
  'border-left': BORDER,
  'border-width': BORDER,
};
const NUMBER_WITH_UNIT = /(?<![\w#.])(\d*\.?\d+)([a-z]+|%)?/gi;

/** Whether every number in `value` (outside colours) is a length within `limit`. */
function withinLimit(value: string, limit: LengthLimit): boolean {
  for (const [, digits, unit] of value
    .replace(/(rgba?|hsla?)\s*\([^)]*\)/gi, '')
    .matchAll(NUMBER_WITH_UNIT)) {
    const amount = Number(digits);
    if (unit === undefined) {
      if (amount > limit.unitless) return false;
    } else if (unit === '%') {
      if (amount > limit.percent) return false;
    } else {
      const perUnit = PX_PER_UNIT[unit.toLowerCase()];
      if (perUnit === undefined || amount * perUnit > limit.px) return false;
    }
  }
  return true;
}

function plainValue(property: string, value: string): boolean {
  if (!SAFE_STYLE_VALUE.test(value) || UNSAFE_STYLE_VALUE.test(value)) return false;
  for (const [, name] of value.matchAll(FUNCTION_CALL)) {
    if (!ALLOWED_FUNCTIONS.has((name ?? '').toLowerCase())) return false;
  }
  const limit = LENGTH_LIMITS[property];
  return limit === undefined || withinLimit(value, limit);
}

/** Only the declarations of `style` whose property is allowed and whose value is plain and of a sensible size. */
export function filterInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, '');
    if (!ALLOWED_STYLE_PROPERTIES.has(property) || value === '' || !plainValue(property, value)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** Whether a picture's address is one a deployment's CSP loads (`img-src 'self' data: blob: https:`). */
export function loadablePicture(src: string): boolean {
  try {
    const url = new URL(src, window.location.href);
    return (
      url.protocol === 'https:' ||
      url.protocol === 'data:' ||
      url.protocol === 'blob:' ||
      url.origin === window.location.origin
    );
  } catch {
    return false;
  }
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
    // A picture from where the page's Content-Security-Policy does not load pictures (plain http: elsewhere) would
    // only show broken and report a violation: its alternative text stands in.
    if (
      node.tagName === 'IMG' &&
      node.hasAttribute('src') &&
      !loadablePicture(node.getAttribute('src') ?? '')
    ) {
      node.removeAttribute('src');
      node.removeAttribute('srcset');
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
const BASE_TAG = /^<base(?![\w-])/i;

/**
 * Renames the event-handler attributes of the tags in `html` (`onerror=` → `x-onerror=`, an attribute DOMPurify then
 * drops like any unknown one), and `<base>` tags (`<x-base>`, dropped with their content kept). Not a sanitiser
 * (DOMPurify is): the browser checks the page's Content-Security-Policy as soon as any document of the page, even
 * the one DOMPurify parses into, is given a handler attribute or a base address, and reports a violation for each
 * (noise in a deployment's CSP reports, though nothing runs). Text outside tags is
 * left as it is. One pass over the text, each tag once: a tag of 30,000 handlers, renamed one per pass, had frozen
 * the page for 20 s.
 */
export function disarmHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(BASE_TAG, '<x-base').replace(HANDLER_ATTRIBUTE, '$1x-$2'));
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
