/**
 * A live project by its number, whether a user signed up for it, and signing up for it (SPEC.md §7.2:
 * `GET /yunproject/GetProjectInfo`, `GET /yunproject/CheckUserSignUpProject`, `POST /yunproject/SignUpProject`).
 * The portal's sign-up dialog uses its own live calls (see the sign-up flow); these are the live API's named ones,
 * for other front-ends and scripts. The live API takes no auth header: the user is identified by the identity card.
 */

import type { LiveComponents, LivePaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import type { UserInfo } from '../session/session';
import { LIVE_JOIN_TYPE } from '../signup/signup';
import type { LiveCallOptions, LiveProject } from './live';

/** Whether a user signed up for a live project. */
export type LiveSignUpStatus = LiveComponents['schemas']['LiveSignUpStatus'];
/** The body of a live sign-up. */
export type LiveSignUpPayload = LiveComponents['schemas']['LiveSignupPayload'];

/** The live client (`workbench.live`). */
type Live = ApiClient<LivePaths>;

/**
 * The live project of a project number (`ProjectNo`, trimmed). Rejects with an `ApiError` carrying the backend's
 * message when there is no such project.
 */
export function fetchLiveProjectByNumber(
  live: Live,
  projectNo: string,
  options: LiveCallOptions = {},
): Promise<LiveProject> {
  return live.GET('/yunproject/GetProjectInfo', {
    params: { query: { ProjectNo: projectNo.trim() } },
    ...options,
  });
}

/** Whether the user with this identity card signed up for the live project. */
export async function checkLiveSignUp(
  live: Live,
  projectUniqueId: string,
  identityCard: string,
  options: LiveCallOptions = {},
): Promise<boolean> {
  const status = await live.GET('/yunproject/CheckUserSignUpProject', {
    params: { query: { projectUniqueId, sertId: identityCard.trim() } },
    ...options,
  });
  return status.signedUp === true;
}

/** The sign-up body of a user for a live project (join type 5; the display name is the person's real name). */
export function liveSignUpPayload(
  user: Pick<UserInfo, 'identityCard' | 'nickName' | 'unitName'>,
  projectUniqueId: string,
): LiveSignUpPayload {
  return {
    certificateId: user.identityCard,
    realName: user.nickName,
    unitName: user.unitName,
    joinType: LIVE_JOIN_TYPE,
    projectUniqueId,
  };
}

/**
 * Signs the user up for a live project (`POST /yunproject/SignUpProject`). Resolves once the backend accepted it
 * (its answer carries no data); rejects with the call's error (an `ApiError` with the backend's message when it
 * refused, for instance an unknown project).
 */
export async function signUpLiveProject(
  live: Live,
  user: Pick<UserInfo, 'identityCard' | 'nickName' | 'unitName'>,
  projectUniqueId: string,
  options: LiveCallOptions = {},
): Promise<void> {
  await live.POST('/yunproject/SignUpProject', {
    body: liveSignUpPayload(user, projectUniqueId),
    ...options,
  });
}
