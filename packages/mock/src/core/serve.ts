/**
 * The resolver every handler body runs in: it checks the caller's token, gives the body what it reads (the request,
 * its URL and path parameters, the backend's state, "now"), and answers a `Refusal` thrown while reading or checking
 * the request in the backend's own error envelope.
 */
import type { DefaultBodyType, HttpResponse } from 'msw';
import type { MockBackend } from './backends';
import type { MockContext } from './context';
import { expired, refuse } from './envelope';
import { type PathParams, Refusal } from './request';
import type { DemoUser, MockDb } from './state';

/** The part of openapi-msw's resolver info the handlers use. */
interface ResolverInfo<B extends DefaultBodyType> {
  request: Request;
  params: PathParams;
  response: { untyped(response: Response): HttpResponse<B> };
}

/** What a handler body gets. */
export interface Call<State> {
  request: Request;
  url: URL;
  params: PathParams;
  /** The backend's own state. */
  st: State;
  /** The whole database, for what one backend does in another (a registration delivers a notice). */
  db: MockDb;
  now: Date;
  /**
   * Says the call changed the state (what a GET that writes calls; a call by any other method counts as a change
   * unless it was declared `'reads'`).
   */
  changed(): void;
}

/** What the body of an operation that needs a known token gets: also the caller. */
export interface UserCall<State> extends Call<State> {
  user: DemoUser;
}

/** An openapi-msw resolver; its answer is typed by what the body returns. */
export type Resolver<R> = <B extends DefaultBodyType>(info: ResolverInfo<B>) => Promise<R | HttpResponse<B>>;

/**
 * Whether an operation changes the state, which tells the demo when its state needs saving: by default a GET reads
 * (unless its body calls `changed()`) and any other method writes; `'reads'` declares an operation sent by another
 * method (a query by POST, a token exchange) that only reads.
 */
export type Access = 'reads';

/** Makes the resolvers of one backend. */
export interface Serve<State> {
  /** An operation that needs a known token; an unknown one gets the backend's expired answer. */
  <R>(body: (call: UserCall<State>) => R | Promise<R>, access?: Access): Resolver<R>;
  /** An operation without a token (the live backend, the token exchanges). */
  open<R>(body: (call: Call<State>) => R | Promise<R>, access?: Access): Resolver<R>;
}

class UnknownToken extends Error {}

/** Answers with the backend's expired-token envelope (a token exchange given a token it does not know). */
export function unknownToken(): never {
  throw new UnknownToken();
}

/** The resolvers of `backend`, whose state `stateOf` picks from the database. */
export function serveFor<State>(
  ctx: MockContext,
  backend: MockBackend,
  stateOf: (db: MockDb) => State,
): Serve<State> {
  const changed = () => ctx.changed();
  const callOf = (request: Request, params: PathParams): Call<State> => {
    const db = ctx.db();
    return { request, url: new URL(request.url), params, st: stateOf(db), db, now: ctx.now(), changed };
  };
  const answer = async <R, B extends DefaultBodyType>(
    { request, response }: ResolverInfo<B>,
    access: Access | undefined,
    run: () => R | Promise<R>,
  ): Promise<R | HttpResponse<B>> => {
    try {
      return await run();
    } catch (e) {
      if (e instanceof Refusal) return response.untyped(refuse(backend, e.message));
      if (e instanceof UnknownToken) return response.untyped(expired(backend));
      throw e;
    } finally {
      // Counted even when the body refused half-way: a write that failed may still have changed something.
      if (access !== 'reads' && request.method !== 'GET') ctx.changed();
    }
  };
  const serve =
    <R>(body: (call: UserCall<State>) => R | Promise<R>, access?: Access): Resolver<R> =>
    (info) => {
      const user = ctx.userOf(info.request, backend);
      if (!user) return Promise.resolve(info.response.untyped(expired(backend)));
      return answer(info, access, () => body({ ...callOf(info.request, info.params), user }));
    };
  const open =
    <R>(body: (call: Call<State>) => R | Promise<R>, access?: Access): Resolver<R> =>
    (info) =>
      answer(info, access, () => body(callOf(info.request, info.params)));
  return Object.assign(serve, { open });
}
