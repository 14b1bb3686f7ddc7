import { trainingTokenFor } from '../core/auth';
import { readBody, requiredBodyString } from '../core/request';
import { unknownToken } from '../core/serve';
import type { MockDb } from '../core/state';

/**
 * The token exchange of the exam and training backends: the login token (`ssoToken` of the body) for the token the
 * subsystem accepts; an unknown login token gets the backend's expired answer.
 */
export async function exchangeToken(request: Request, db: MockDb): Promise<{ token: string }> {
  const ssoToken = requiredBodyString(await readBody(request), 'ssoToken');
  const user = db.users.find((u) => u.token === ssoToken) ?? unknownToken();
  return { token: trainingTokenFor(user.token) };
}
