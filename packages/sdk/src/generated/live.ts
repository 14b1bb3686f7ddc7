// generated from specs/live.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export interface paths {
  '/YunProject/GetProjectSelect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live projects of a year */
    get: operations['getLiveProjectSelect'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/YunProject/GetProjectStudyCount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Study figures of a live project */
    get: operations['getLiveProjectStudyCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/YunProject/GetProjectInfoCount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live figures of a year */
    get: operations['getLiveProjectInfoCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/YunProject/GetUserProjectCount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live figures of a user */
    get: operations['getLiveUserProjectCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/GetProjectInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A live project by its number */
    get: operations['getLiveProjectInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/CheckUserSignUpProject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a user signed up for a live project */
    get: operations['checkLiveUserSignUp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/SignUpProject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up for a live project */
    post: operations['signUpLiveProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/GetLiveAlert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Upcoming broadcasts of a user */
    get: operations['getLiveAlert'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/AddLiveRoom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a live room */
    post: operations['addLiveRoom'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/GetLiveInfoByCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A live project by its code (portal sign-up search)
     * @description Returns null when no live project has the code.
     */
    get: operations['getLiveInfoByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/GetSignUpStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign-up status of a user for a live project (portal) */
    get: operations['getLiveSignUpStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/yunproject/PortalSignUp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up for a live project (portal) */
    post: operations['portalSignUpLive'];
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
    /** @description A live-training project. */
    LiveProject: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Name */
      projectName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      holdStartTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      holdEndTime: string;
      /** @description Unit that created the project */
      createUnitName: string;
      /** @description Project number (the code users type to find it) */
      projectNo: string;
    };
    /** @description Study figures of a live project. */
    LiveProjectStudyCount: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Users signed up */
      signUpCount: number;
      /** @description Users who watched */
      studyCount: number;
      /** @description Users who finished */
      finishedCount: number;
    };
    /** @description Live figures of a year. */
    LiveProjectInfoCount: {
      /** @description Projects of the year */
      projectCount: number;
      /** @description Broadcasts of the year */
      liveCount: number;
      /** @description Students of the year */
      studentCount: number;
    };
    /** @description Live figures of a user. */
    LiveUserProjectCount: {
      /** @description Projects the user signed up for */
      signUpCount: number;
      /** @description Projects the user watched */
      studiedCount: number;
      /** @description Projects the user finished */
      finishedCount: number;
    };
    /** @description Whether a user signed up for a live project. */
    LiveSignUpStatus: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Whether the user signed up */
      signedUp: boolean;
    };
    /** @description Body of a live sign-up. */
    LiveSignupPayload: {
      /** @description Certificate id: the user's identity card */
      certificateId: string;
      /** @description Real name */
      realName: string;
      /** @description Unit name */
      unitName: string;
      /**
       * @description Join type, fixed at 5
       * @constant
       */
      joinType: 5;
      /** @description Unique id of the live project */
      projectUniqueId: string;
    };
    /** @description An upcoming broadcast the user signed up for. */
    LiveAlert: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Name of the live project */
      projectName: string;
      /** @description Title of the broadcast */
      liveTitle: string;
      /**
       * @description When the broadcast starts, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      liveStartTime: string;
      /** @description Address to watch it, if available */
      liveUrl: string | null;
    };
    /** @description Body to add a live room. */
    LiveRoomInput: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Room name */
      roomName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
    };
    /** @description A live room. */
    LiveRoom: {
      /** @description Room id */
      roomId: string;
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Room name */
      roomName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
      /** @description Address to watch it */
      liveUrl: string;
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
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getLiveProjectSelect: {
    parameters: {
      query: {
        /**
         * @description Year
         * @example 2025
         */
        projectyear: number;
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
            data: components['schemas']['LiveProject'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLiveProjectStudyCount: {
    parameters: {
      query: {
        /**
         * @description Live project
         * @example lp-open-0001
         */
        projectUniqueId: string;
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
            data: components['schemas']['LiveProjectStudyCount'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLiveProjectInfoCount: {
    parameters: {
      query: {
        /**
         * @description Year
         * @example 2025
         */
        projectyear: number;
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
            data: components['schemas']['LiveProjectInfoCount'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLiveUserProjectCount: {
    parameters: {
      query: {
        /**
         * @description Identity card of the user
         * @example 430102198503150012
         */
        sertId: string;
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
            data: components['schemas']['LiveUserProjectCount'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLiveProjectInfo: {
    parameters: {
      query: {
        /**
         * @description Project number
         * @example LIVE0001
         */
        ProjectNo: string;
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
            data: components['schemas']['LiveProject'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  checkLiveUserSignUp: {
    parameters: {
      query: {
        /**
         * @description Live project
         * @example lp-open-0001
         */
        projectUniqueId: string;
        /**
         * @description Identity card of the user
         * @example 430102198503150012
         */
        sertId: string;
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
            data: components['schemas']['LiveSignUpStatus'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  signUpLiveProject: {
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
        'application/json': components['schemas']['LiveSignupPayload'];
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
  getLiveAlert: {
    parameters: {
      query: {
        /**
         * @description Identity card of the user
         * @example 430102198503150012
         */
        SertId: string;
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
            data: components['schemas']['LiveAlert'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  addLiveRoom: {
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
        'application/json': components['schemas']['LiveRoomInput'];
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
            data: components['schemas']['LiveRoom'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLiveInfoByCode: {
    parameters: {
      query: {
        /**
         * @description The code the user typed
         * @example LIVE0001
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
            data: components['schemas']['LiveProject'] | null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLiveSignUpStatus: {
    parameters: {
      query: {
        /**
         * @description Live project
         * @example lp-open-0001
         */
        projectUniqueId: string;
        /**
         * @description Identity card of the user
         * @example 430102198503150012
         */
        sertId: string;
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
            data: components['schemas']['LiveSignUpStatus'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  portalSignUpLive: {
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
        'application/json': components['schemas']['LiveSignupPayload'];
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
}
