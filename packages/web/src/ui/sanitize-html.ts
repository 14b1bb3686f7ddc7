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
];

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of our own, so that this hook never affects anyone else's use of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Server-provided rich text made safe to insert: scripts, event handlers, style sheets, forms, frames and script
 * URLs are removed, and links open in a new tab without access to this page. Where DOMPurify cannot run, the
 * text is escaped instead (shown as text, never as HTML).
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance.isSupported) return escapeHtml(html);
  return instance.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: FORBIDDEN_TAGS });
}
