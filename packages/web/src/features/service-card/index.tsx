/**
 * Placeholder of the service card the shell shows in its content area; the workbench engineer replaces this file.
 * The shell renders `<ServiceCard />` lazily once the session is ready.
 */
export function ServiceCard() {
  return null;
}
