/** The demo tokens, one per demo user (`/?token=<token>`). */
export const DEMO_TOKENS = ['demo-doctor', 'demo-admin', 'demo-evaluator', 'demo-noaccess'] as const;
export type DemoToken = (typeof DEMO_TOKENS)[number];

/** The bearer token of a request, if any. */
export function bearerOf(request: Request): string | undefined {
  const h = request.headers.get('Authorization');
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m?.[1]?.trim() || undefined;
}

const TRAINING_PREFIX = 'train.';

/** The exam/training token the demo hands out for a login token. */
export function trainingTokenFor(loginToken: string): string {
  return `${TRAINING_PREFIX}${loginToken}`;
}

/** The login token behind an exam/training token, if it is one the demo handed out. */
export function loginTokenOfTrainingToken(token: string | undefined): string | undefined {
  return token?.startsWith(TRAINING_PREFIX) ? token.slice(TRAINING_PREFIX.length) : undefined;
}
