// generated from specs/exam.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export interface paths {
  '/user/gov/exam/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exam figures */
    get: operations['getExamStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/exam/code/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An exam by its code
     * @description Returns null when no exam has the code.
     */
    get: operations['getExamByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/add/exam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register for an exam */
    post: operations['addExamUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/exam/recent/close/num': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Number of exams closing soon */
    get: operations['getExamRecentCloseNum'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/token/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange the SSO token for an exam token */
    post: operations['exchangeExamToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Business result code: an integer on some backends, a string on others. */
    Code: number | string;
    /** @description The envelope of a documented error response. */
    ErrorEnvelope: {
      code: components['schemas']['Code'];
      /** @description What went wrong */
      msg: string | null;
      data: null;
    };
    /** @description The response envelope without its data. Each 200 response adds `data` to it with allOf. Success codes: main 0 (and SUCCESS from the portal), live 200, message SUCCESS, fds SUCCESS, exam 0, training 0. */
    Envelope: {
      code: components['schemas']['Code'];
      /** @description Message of the server, shown in a warning on failure */
      msg: string | null;
    };
    /** @description Exam figures. */
    ExamStats: {
      /** @description Exams */
      examCount: number;
      /** @description Participants */
      participantCount: number;
      /** @description Participants who passed */
      passedCount: number;
    };
    /** @description An exam found by its code. */
    ExamByCode: {
      /** @description Id of the exam */
      id: number;
      /** @description Id of the current user in the exam system */
      userId: number;
      /** @description Exam name */
      name: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startDate: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endDate: string;
      /**
       * @description 1 means already registered
       * @enum {integer}
       */
      isExamUser: 0 | 1;
      /** @description Unit that holds the exam */
      companyName: string;
    };
    /** @description Body to register for an exam. */
    AddExamUserRequest: {
      /** @description Id of the exam */
      examId: number;
      /** @description Id of the user in the exam system */
      userId: number;
    };
    /** @description Body of a token exchange. */
    TokenExchangeRequest: {
      /** @description The single-sign-on token */
      ssoToken: string;
    };
    /** @description Result of a token exchange. */
    TokenExchangeResult: {
      /** @description Bearer token of the subsystem */
      token: string;
    };
  };
  responses: {
    /** @description A failure such as HTTP 500, with the error envelope. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: {
    /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
    XNoIntercept: '1';
    /** @description The system tag of the calling product. Added by the SDK; its name and value are settable per deployment (`headers.systemTag` in config.json; value 25 by default). */
    XSystemTag: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getExamStats: {
    parameters: {
      query: {
        /**
         * @description Exam state; the product asks for 1
         * @example 1
         */
        examState: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ExamStats'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getExamByCode: {
    parameters: {
      query: {
        /**
         * @description Exam code (digits, YKS, digits)
         * @example 2024YKS0001
         */
        code: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ExamByCode'] | null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  addExamUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddExamUserRequest'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getExamRecentCloseNum: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description The system tag of the calling product. Added by the SDK; its name and value are settable per deployment (`headers.systemTag` in config.json; value 25 by default). */
        'X-System-Tag'?: components['parameters']['XSystemTag'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  exchangeExamToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenExchangeRequest'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['TokenExchangeResult'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
}
