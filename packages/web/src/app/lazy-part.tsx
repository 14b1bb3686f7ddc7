import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './chunk';
import { deferredImport } from './deferred-load';

/** Options of {@link lazyPart}. */
export interface LazyPartOptions {
  /** Load only once the landing's main content has been shown (src/app/deferred-load.ts). */
  deferred?: boolean;
}

/**
 * `React.lazy` of a part loaded after the landing (a page, a deferred block or slot): loads the part's module and
 * the part scope (src/app/part-scope.tsx: TanStack Query and the date pickers' language) together and renders the
 * part inside the scope. Keeps both libraries off the landing. The load has the §8 time limit (`loadChunk`).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: LazyPartOptions = {},
): LazyExoticComponent<ComponentType<P>> {
  const loadPart = async () => {
    const [{ default: Part }, { PartScope }] = await Promise.all([load(), import('./part-scope')]);
    function InPartScope(props: P) {
      return (
        <PartScope>
          <Part {...props} />
        </PartScope>
      );
    }
    return { default: InPartScope };
  };
  return lazy(options.deferred ? deferredImport(loadPart) : () => loadChunk(loadPart));
}
