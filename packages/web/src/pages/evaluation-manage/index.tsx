import type { PageProps } from '../../app/page-props';
import { NotBuilt } from '../not-built';

/** Placeholder until the screen is built: the page title and a 'not built yet' panel. */
export default function EvaluationManagePage({ path }: PageProps) {
  return <NotBuilt path={path} />;
}
