// generated from specs/training.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export interface paths {
  '/student/studyTime': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Study time of the user */
    get: operations['getStudyTime'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/training/simple/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A training by its code
     * @description Returns null when no training has the code.
     */
    get: operations['getTrainingByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reg/training': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register for a training */
    post: operations['registerTraining'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statistic/studing/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Number of trainings in progress */
    get: operations['getStudyingCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statistic/study/process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Study progress of a training (admin) */
    get: operations['getStudyProcess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/token/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange the SSO token for a training token */
    post: operations['exchangeTrainingToken'];
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
    /** @description Study time of the current user. */
    StudyTime: {
      /** @description All study time in minutes */
      totalMinutes: number;
      /** @description Study time of this year in minutes */
      yearMinutes: number;
    };
    /** @description A training found by its code. */
    TrainingByCode: {
      /** @description Training name */
      trainingName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      beginTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
      /**
       * @description 1 means already registered
       * @enum {integer}
       */
      isRegister: 0 | 1;
      /** @description Unit that created the training */
      createCompanyName: string;
    };
    /** @description Body to register for a training. */
    RegisterTrainingRequest: {
      /** @description Code of the training */
      trainingCode: string;
    };
    /** @description Study progress of a training in one unit. */
    StudyProcess: {
      /** @description Id of the training */
      trainingId: number;
      /** @description Training name */
      trainingName: string;
      /** @description Unit name */
      unitName: string;
      /** @description Students registered */
      totalStudents: number;
      /** @description Students studying */
      studying: number;
      /** @description Students finished */
      finished: number;
      /** @description finished / totalStudents as a percentage */
      finishRate: number;
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
    /** @description The token is missing or expired (HTTP 401); the client logs the user out. */
    Unauthorized: {
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
  getStudyTime: {
    parameters: {
      query?: never;
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
            data: components['schemas']['StudyTime'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['Error'];
    };
  };
  getTrainingByCode: {
    parameters: {
      query: {
        /**
         * @description Training code (digits, YKC, digits)
         * @example 2024YKC0001
         */
        trainingCode: string;
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
            data: components['schemas']['TrainingByCode'] | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['Error'];
    };
  };
  registerTraining: {
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
        'application/json': components['schemas']['RegisterTrainingRequest'];
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
      401: components['responses']['Unauthorized'];
      default: components['responses']['Error'];
    };
  };
  getStudyingCount: {
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
      401: components['responses']['Unauthorized'];
      default: components['responses']['Error'];
    };
  };
  getStudyProcess: {
    parameters: {
      query: {
        /**
         * @description Year
         * @example 2025
         */
        projectyear: number;
        /** @description Training */
        trainingId?: number;
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
            data: components['schemas']['StudyProcess'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['Error'];
    };
  };
  exchangeTrainingToken: {
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
      401: components['responses']['Unauthorized'];
      default: components['responses']['Error'];
    };
  };
}
