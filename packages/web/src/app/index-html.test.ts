// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'index.html'), 'utf8');

describe('index.html', () => {
  it('has no inline script (the CSP allows scripts from the app itself only)', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });

  it("paints the shell's outline before any script runs, with a status for the app to fill and no inline style", () => {
    const outline = html.match(/<div id="boot-skeleton"[\s\S]*?<div id="root">/)?.[0] ?? '';
    expect(outline).toMatch(/<p [^>]*role="status"[^>]*data-boot-status/);
    // What a page whose script never started says (in both languages: no script has chosen one).
    expect(outline).toMatch(
      /<p class="boot-skeleton-stalled" role="alert">[\s\S]*reload the page[\s\S]*重新加载页面/,
    );
    expect(outline).not.toMatch(/\sstyle=/);
  });

  it('preloads config.json as a CORS fetch, as the config loader asks for it', () => {
    const links = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag);
    const preload = links.filter((tag) => /\brel="preload"/.test(tag) && tag.includes('config.json'));
    expect(preload).toHaveLength(1);
    expect(preload[0]).toMatch(/\bhref="%BASE_URL%config\.json"/);
    expect(preload[0]).toMatch(/\bas="fetch"/);
    // `crossorigin` without a value is anonymous: credentials only to the same origin, fetch's default.
    expect(preload[0]).toMatch(/\scrossorigin(\s|\/?>)/);
  });
});
