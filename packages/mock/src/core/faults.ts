import type { MockBackend } from './backends';
import { MOCK_BACKENDS } from './backends';

/**
 * The faults a test or a demo user can switch on (issue 4): HTTP 500, a network failure, a delay, a request that
 * never answers (the client's time limit fires), token expiry, a malformed body, a non-success business code, and
 * a gateway timeout (issue 17): the backend carries the request out, but the gateway in front of it answers 504.
 */
export type FaultKind =
  | 'http500'
  | 'network'
  | 'delay'
  | 'timeout'
  | 'tokenExpired'
  | 'malformed'
  | 'businessError'
  | 'gatewayTimeout';

/** All fault kinds. */
export const FAULT_KINDS: readonly FaultKind[] = [
  'http500',
  'network',
  'delay',
  'timeout',
  'tokenExpired',
  'malformed',
  'businessError',
  'gatewayTimeout',
];

/** One switched-on fault. Without `backend` it hits every backend; without `path` every operation. */
export interface Fault {
  kind: FaultKind;
  backend?: MockBackend | undefined;
  /** The operation's path template as in the spec (`/v1/fds-pc/org-info/{id}`) or a concrete path. */
  path?: string | undefined;
  /** Only this method (GET, POST, …). */
  method?: string | undefined;
  /** For `delay`: how long (ms, default 1500); for `gatewayTimeout`, how long before the 504 (default 0). */
  delayMs?: number | undefined;
  /** For `businessError`: the message (default '业务处理失败'). */
  message?: string | undefined;
  /** Stop after this many hits (default: until cleared). */
  times?: number | undefined;
}

/** The fault switches of one demo backend. */
export interface FaultSwitches {
  /** Switches a fault on; returns the function that switches it off. */
  set(fault: Fault): () => void;
  clear(): void;
  list(): Fault[];
  /** The fault hitting this request, if any (counts the hit). */
  take(backend: MockBackend, method: string, path: string): Fault | undefined;
  /** Called after every change (for persistence). */
  onChange(listener: () => void): () => void;
}

function templateMatches(template: string, path: string): boolean {
  if (template === path) return true;
  const pattern = template
    .split('/')
    .map((seg) => (/^\{[^}]+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`, 'i').test(path);
}

/** Creates the switches, optionally with faults already on. */
export function createFaultSwitches(initial: Fault[] = []): FaultSwitches {
  let faults: { fault: Fault; hits: number }[] = initial.map((fault) => ({ fault, hits: 0 }));
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const l of [...listeners]) l();
  };
  return {
    set(fault) {
      const entry = { fault, hits: 0 };
      faults.push(entry);
      changed();
      return () => {
        faults = faults.filter((f) => f !== entry);
        changed();
      };
    },
    clear() {
      faults = [];
      changed();
    },
    list: () => faults.map((f) => f.fault),
    take(backend, method, path) {
      for (const entry of faults) {
        const f = entry.fault;
        if (f.backend && f.backend !== backend) continue;
        if (f.method && f.method.toUpperCase() !== method.toUpperCase()) continue;
        if (f.path && !templateMatches(f.path, path)) continue;
        entry.hits += 1;
        if (f.times !== undefined && entry.hits >= f.times) {
          faults = faults.filter((x) => x !== entry);
          changed();
        }
        return f;
      }
      return undefined;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Parses faults from text, as the demo's `mockFault` URL parameter carries them: a comma-separated list of
 * `kind`, `backend:kind` or `backend:path:kind` (e.g. `message:network,main:/stats/all:http500`).
 * Unknown parts are ignored.
 */
export function parseFaults(text: string | null | undefined): Fault[] {
  if (!text) return [];
  const out: Fault[] = [];
  for (const part of text.split(',')) {
    const bits = part.trim().split(':');
    const kind = bits.pop() as FaultKind | undefined;
    if (!kind || !FAULT_KINDS.includes(kind)) continue;
    const backend = bits.shift() as MockBackend | undefined;
    if (backend !== undefined && !MOCK_BACKENDS.includes(backend)) continue;
    const path = bits.length ? bits.join(':') : undefined;
    out.push({ kind, backend, path });
  }
  return out;
}
