import { type ReactNode, Suspense, useEffect } from 'react';
import { useT } from '../i18n';
import { isChunkLoadError, type OnDemandChunk, useChunk } from '../platform/chunk';
import { ErrorBoundary } from './error-boundary';
import { ErrorPanel } from './error-panel';
import { notify } from './notify';

const reloadPage = () => globalThis.location.reload();

/** Props of PartSuspense. */
export interface PartSuspenseProps {
  /** What shows while the part's code loads (nothing by default). */
  fallback?: ReactNode;
  /**
   * For parts with no place of their own on screen (dialog hosts, menus): a failure is told in one notification
   * instead of a panel in place.
   */
  quiet?: boolean;
  children?: ReactNode;
}

/** The panel in place of a page or part whose code did not arrive (`ChunkLoadError`): it offers a reload. */
export function ChunkFailurePanel({ of }: { of: 'page' | 'part' }) {
  const t = useT();
  return (
    <ErrorPanel
      title={t(of === 'page' ? 'error.chunkPageTitle' : 'error.chunkPartTitle')}
      message={t('error.chunkBody')}
      onRetry={reloadPage}
      retryLabel={t('common.reload')}
    />
  );
}

/** The panel in place of a part that failed: reload when its code did not arrive, else render it again. */
function PartFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  if (isChunkLoadError(error)) return <ChunkFailurePanel of="part" />;
  return <ErrorPanel title={t('error.partTitle')} message={t('error.partBody')} onRetry={retry} />;
}

/** Tells a failure of a part with no place on screen in one notification (one at a time, however many fail). */
function QuietFailure({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    notify({
      id: 'part-failed',
      color: 'red',
      title: ({ t }) => t(chunk ? 'error.chunkPartTitle' : 'error.partTitle'),
      message: ({ t }) => t(chunk ? 'error.chunkBody' : 'error.partBody'),
      autoClose: false,
    });
  }, [chunk]);
  return null;
}

/**
 * `Suspense` for a part whose code loads apart (`lazyChunk`), with its own error boundary: a part
 * whose code did not arrive (SPEC.md §8: failed, or no answer within 120 s) or that threw shows its failure in its
 * own place, and the rest of the workbench keeps working; never a blank page.
 */
export function PartSuspense({ fallback = null, quiet = false, children }: PartSuspenseProps) {
  return (
    <ErrorBoundary
      fallback={(error, retry) =>
        quiet ? <QuietFailure error={error} /> : <PartFailure error={error} retry={retry} />
      }
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Props of OnDemandPart. */
export interface OnDemandPartProps<M> {
  /** The chunk of the part's code (`onDemandChunk`). */
  chunk: OnDemandChunk<M>;
  /** What shows until the code has arrived (a skeleton of the part's size). */
  fallback: ReactNode;
  /** The part, drawn with the arrived module. */
  children: (module: M) => ReactNode;
}

/**
 * A part whose code loads apart, drawn as soon as its code is there: its fallback until then, the chunk failure in
 * its place if the code did not arrive (SPEC.md §8), and its own error boundary. Unlike `React.lazy` under
 * `PartSuspense` it never suspends, so React does not hold the part back behind its fallback once it can be drawn.
 */
export function OnDemandPart<M>({ chunk, fallback, children }: OnDemandPartProps<M>) {
  const { module, error } = useChunk(chunk);
  if (error) return <ChunkFailurePanel of="part" />;
  if (module === undefined) return fallback;
  return <PartSuspense>{children(module)}</PartSuspense>;
}
