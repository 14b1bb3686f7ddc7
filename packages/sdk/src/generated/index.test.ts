// The conventions of specs/*.yaml as a caller of the generated types sees them. These are type-level checks:
// `tsc` (the package typecheck) fails when one is broken; vitest runs the blocks as a smoke test.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CommonComponents,
  ExamOperations,
  ExamPaths,
  FdsOperations,
  FdsPaths,
  LiveOperations,
  LivePaths,
  MainComponents,
  MainOperations,
  MainPaths,
  MessageOperations,
  MessagePaths,
  TrainingOperations,
  TrainingPaths,
} from './index';

type Schemas = CommonComponents['schemas'];

/** Header parameters of an operation, never when it takes none. */
type HeaderOf<Op> = Op extends { parameters: { header?: infer H } } ? NonNullable<H> : never;
/** Ids of the operations of O that do not take the optional header Name. */
type WithoutHeader<O, Name extends string> = {
  [K in keyof O]: [HeaderOf<O[K]>] extends [never]
    ? K
    : Name extends keyof HeaderOf<O[K]>
      ? undefined extends HeaderOf<O[K]>[Name]
        ? never
        : K
      : K;
}[keyof O];
/** Ids of the operations of O that take the header Name. */
type WithHeader<O, Name extends string> = Exclude<keyof O, WithoutHeader<O, Name>>;

/** The JSON body of the 200 response of an operation, never when it has none. */
type JsonOk<Op> = Op extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
/** Ids of the operations of O whose 200 response is not the { code, msg, data } envelope. */
type NotEnveloped<O> = {
  [K in keyof O]: [JsonOk<O[K]>] extends [never]
    ? K
    : JsonOk<O[K]> extends { code: number | string; msg: string | null; data: unknown }
      ? never
      : K;
}[keyof O];
/** The `data` of the 200 response of an operation. */
type DataOf<Op> = JsonOk<Op> extends { data: infer D } ? D : never;
/** The JSON request body of an operation. */
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** Keys that occur in more than one of the lists. */
type Duplicates<T extends unknown[]> = T extends [infer Head, ...infer Rest]
  ? (Head & Rest[number]) | Duplicates<Rest>
  : never;

type AllOperations = [
  keyof MainOperations,
  keyof LiveOperations,
  keyof MessageOperations,
  keyof FdsOperations,
  keyof ExamOperations,
  keyof TrainingOperations,
];

describe('generated types of the backend specs', () => {
  it('give every operation a unique id across all backends', () => {
    expectTypeOf<Duplicates<AllOperations>>().toEqualTypeOf<never>();
  });

  it('write every path with a leading slash', () => {
    expectTypeOf<Exclude<keyof MainPaths, `/${string}`>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof LivePaths, `/${string}`>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof MessagePaths, `/${string}`>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof FdsPaths, `/${string}`>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof ExamPaths, `/${string}`>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof TrainingPaths, `/${string}`>>().toEqualTypeOf<never>();
  });

  it('let every operation take the optional no-intercept header, valued "1"', () => {
    expectTypeOf<WithoutHeader<MainOperations, 'X-No-Intercept'>>().toEqualTypeOf<never>();
    expectTypeOf<WithoutHeader<LiveOperations, 'X-No-Intercept'>>().toEqualTypeOf<never>();
    expectTypeOf<WithoutHeader<MessageOperations, 'X-No-Intercept'>>().toEqualTypeOf<never>();
    expectTypeOf<WithoutHeader<FdsOperations, 'X-No-Intercept'>>().toEqualTypeOf<never>();
    expectTypeOf<WithoutHeader<ExamOperations, 'X-No-Intercept'>>().toEqualTypeOf<never>();
    expectTypeOf<WithoutHeader<TrainingOperations, 'X-No-Intercept'>>().toEqualTypeOf<never>();
    expectTypeOf<HeaderOf<MainOperations['getUser']>['X-No-Intercept']>().toEqualTypeOf<'1' | undefined>();
  });

  it('put the client-system header on every message call and the system tag on exactly two calls', () => {
    expectTypeOf<WithoutHeader<MessageOperations, 'X-Client-System'>>().toEqualTypeOf<never>();
    expectTypeOf<WithHeader<ExamOperations, 'X-System-Tag'>>().toEqualTypeOf<'getExamRecentCloseNum'>();
    expectTypeOf<WithHeader<TrainingOperations, 'X-System-Tag'>>().toEqualTypeOf<'getStudyingCount'>();
    expectTypeOf<WithHeader<MainOperations, 'X-System-Tag'>>().toEqualTypeOf<never>();
  });

  it('answer every call with the envelope, except the evaluation download', () => {
    expectTypeOf<NotEnveloped<MainOperations>>().toEqualTypeOf<'downloadAppraiseDetails'>();
    expectTypeOf<NotEnveloped<LiveOperations>>().toEqualTypeOf<never>();
    expectTypeOf<NotEnveloped<MessageOperations>>().toEqualTypeOf<never>();
    expectTypeOf<NotEnveloped<FdsOperations>>().toEqualTypeOf<never>();
    expectTypeOf<NotEnveloped<ExamOperations>>().toEqualTypeOf<never>();
    expectTypeOf<NotEnveloped<TrainingOperations>>().toEqualTypeOf<never>();
  });

  it('type the data of calls that return nothing as null', () => {
    expectTypeOf<DataOf<MainOperations['ignoreAppraise']>>().toEqualTypeOf<null>();
    expectTypeOf<DataOf<MessageOperations['markNoticeRead']>>().toEqualTypeOf<null>();
    expectTypeOf<DataOf<ExamOperations['addExamUser']>>().toEqualTypeOf<null>();
    expectTypeOf<DataOf<TrainingOperations['registerTraining']>>().toEqualTypeOf<null>();
  });

  it('return relationId from getUser, which UserInfo calls doctorId', () => {
    type Returned = DataOf<MainOperations['getUser']>;
    expectTypeOf<Returned['relationId']>().toEqualTypeOf<number | null>();
    expectTypeOf<Returned>().not.toHaveProperty('doctorId');
    expectTypeOf<Schemas['UserInfo']['doctorId']>().toEqualTypeOf<number | null>();
    expectTypeOf<Schemas['UserInfo']>().not.toHaveProperty('relationId');
  });

  it('type page records by their item type', () => {
    type Page = DataOf<MainOperations['queryLoginLogPage']>;
    expectTypeOf<Page['records']>().toEqualTypeOf<MainComponents['schemas']['LoginLog'][]>();
    expectTypeOf<Page['total']>().toEqualTypeOf<number>();
    const page: Page = { records: [], total: 0, pageIndex: 1, pageSize: 10 };
    const times = page.records.map((log) => log.loginTime);
    expectTypeOf(times).toEqualTypeOf<string[]>();
    expect(times).toEqual([]);
  });

  it('keep the request bodies and parameters the product sends', () => {
    expectTypeOf<JsonBody<FdsOperations['getEnumKeysValuesMap']>>().toEqualTypeOf<number[]>();
    expectTypeOf<DataOf<FdsOperations['getEnumKeysValuesMap']>>().toEqualTypeOf<Schemas['EnumerationMap']>();
    expectTypeOf<Schemas['EnumerationMap'][string]>().toEqualTypeOf<Schemas['Enumeration'][]>();
    expectTypeOf<JsonBody<LiveOperations['signUpLiveProject']>>().toEqualTypeOf<
      Schemas['LiveSignupPayload']
    >();
    expectTypeOf<Schemas['LiveSignupPayload']['joinType']>().toEqualTypeOf<5>();
    expectTypeOf<JsonBody<ExamOperations['exchangeExamToken']>>().toEqualTypeOf<{ ssoToken: string }>();
    expectTypeOf<DataOf<TrainingOperations['exchangeTrainingToken']>>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<MainOperations['queryFunctionAllByUserIdSystemId']['parameters']['query']>().toEqualTypeOf<{
      userId: number;
      systemId: number;
    }>();
    expectTypeOf<
      MainOperations['importExcelUser']['requestBody']['content']['multipart/form-data']
    >().toHaveProperty('file');
    expectTypeOf<MainOperations['downloadAppraiseDetails']['responses'][200]['content']>().toHaveProperty(
      'application/octet-stream',
    );
  });

  it('type the nullable lookups by code as nullable', () => {
    expectTypeOf<DataOf<ExamOperations['getExamByCode']>>().toEqualTypeOf<Schemas['ExamByCode'] | null>();
    expectTypeOf<DataOf<TrainingOperations['getTrainingByCode']>>().toEqualTypeOf<
      Schemas['TrainingByCode'] | null
    >();
    expectTypeOf<DataOf<LiveOperations['getLiveInfoByCode']>>().toEqualTypeOf<
      Schemas['LiveProject'] | null
    >();
    expectTypeOf<DataOf<MainOperations['getUseProject']>>().toEqualTypeOf<
      Schemas['EvaluationProject'] | null
    >();
  });

  it('export the shared entities no operation returns', () => {
    expectTypeOf<Schemas['SignupCard']['type']>().toEqualTypeOf<'exam' | 'training' | 'live'>();
    expectTypeOf<Schemas['MenuItem']['children']>().toEqualTypeOf<Schemas['MenuItem'][] | undefined>();
  });
});
