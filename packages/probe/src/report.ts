/** The probe's printed report: a table per backend, then the summary line `N passed, N failed`. */

import type { BackendReport, ProbeResult } from './probe';
import { summarise } from './probe';

const HEADINGS = ['operation', 'HTTP', 'code', 'result', 'ms'] as const;

const cellsOf = (r: ProbeResult): string[] => [
  `${r.method} ${r.path}`,
  r.status === undefined ? '—' : String(r.status),
  r.code === undefined ? '—' : String(r.code),
  r.outcome === 'passed' ? r.detail : `${r.outcome === 'failed' ? '✖' : '–'} ${r.detail}`,
  r.ms === undefined ? '—' : String(r.ms),
];

/** The table of one backend, with a line on the writes it left out. */
export function formatBackend(report: BackendReport): string {
  const rows = report.results.map(cellsOf);
  const widths = HEADINGS.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `  ${cells
      .map((c, i) => (i === cells.length - 1 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')}`.trimEnd();
  const { passed, failed, skipped } = summarise([report]);
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} not called` : ''}`;
  return [
    `${report.backend} (${report.baseUrl}): ${counts}`,
    line(HEADINGS),
    ...rows.map(line),
    `  not called (writes): ${report.writes.length ? report.writes.join(', ') : 'none'}`,
  ].join('\n');
}

/** The whole report: every backend's table, then the summary line. */
export function formatReport(reports: readonly BackendReport[]): string {
  const { passed, failed, skipped } = summarise(reports);
  return `${reports.map(formatBackend).join('\n\n')}\n\n${passed} passed, ${failed} failed${
    skipped ? `, ${skipped} not called` : ''
  }\n`;
}
