// generated from specs/message.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export interface paths {
  '/v1/notice/user-notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Notices of the user, paged */
    get: operations['getUserNoticePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notice/user-notice/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One notice */
    get: operations['getUserNotice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notice/mark-read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a notice read */
    put: operations['markNoticeRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/message/pull': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * New system messages since the last pull
     * @description Returns an empty array when nothing is new. A pull takes the messages it returns: the next pull does not return them again, so it changes state (the contract probe never calls it).
     */
    get: operations['pullMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/message/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unread counts */
    get: operations['getUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business/work-tips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Work tips of the user, paged
     * @description The notification fetch uses page 1, size 20, read false.
     */
    get: operations['getWorkTipPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business/mark-read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a work tip read */
    put: operations['markWorkTipRead'];
    post?: never;
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
    /** @description One page of a paged query. Written per item type with allOf. */
    Page: {
      /** @description The items of this page, an array; each page schema (for example LoginLogPage) sets the item type. */
      records: unknown;
      /** @description Number of items over all pages */
      total: number;
      /** @description Page number, from 1 */
      pageIndex: number;
      /** @description Page size */
      pageSize: number;
    };
    /** @description A notice of the message inbox. */
    Notice: {
      /** @description Id of the notice */
      id: number;
      /** @description Title */
      noticeTitle: string;
      /** @description Text */
      content: string;
      /** @description Whether it has been read */
      read: boolean;
      /** @description Sender */
      sender: string;
      /**
       * @description When it was sent, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description One page of Notice records. */
    NoticePage: components['schemas']['Page'] & {
      records: components['schemas']['Notice'][];
    };
    /** @description A new system message returned by the poll. */
    PulledMessage: {
      /** @description Id of the message */
      id: number;
      /** @description Kind of message */
      type: string;
      /** @description Title */
      title: string;
      /** @description Text */
      content: string;
      /**
       * @description When it was sent, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description Unread counts behind the bell badge. */
    NoticeCounts: {
      /** @description All unread items */
      total: number;
      /** @description Unread notices */
      noticeCount: number;
      /** @description Unread work tips */
      workTipsCount: number;
    };
    /** @description A work tip (an actionable notification). */
    WorkTip: {
      /** @description Id of the work tip */
      id: number;
      /** @description Template of the tip: 14 referral live invitation, 28 consultation invitation, others */
      templateId: number;
      /** @description Text of the tip */
      body: string;
      /** @description Address to open for the tip, if any */
      openUrl: string | null;
      /** @description Whether the tip has been read */
      read: boolean;
      /** @description Extra parameters of the tip */
      extraParams: {
        /** @description Id of the object the tip is about (for template 28, the consultation singleId) */
        id: number;
      };
      /**
       * @description When the tip was created, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description One page of WorkTip records. */
    WorkTipPage: components['schemas']['Page'] & {
      records: components['schemas']['WorkTip'][];
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
    /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
    XClientSystem: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getUserNoticePage: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 20
         */
        pageSize: number;
        /** @description Sent from, 'YYYY-MM-DD' */
        startDate?: string;
        /** @description Sent until, 'YYYY-MM-DD' */
        endDate?: string;
        /** @description Filter by title */
        noticeTitle?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
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
            data: components['schemas']['NoticePage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getUserNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
      };
      path: {
        /**
         * @description Notice
         * @example 10001
         */
        id: number;
      };
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
            data: components['schemas']['Notice'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  markNoticeRead: {
    parameters: {
      query: {
        /** @description Notice */
        id: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
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
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  pullMessages: {
    parameters: {
      query: {
        /**
         * @description Doctor of the user
         * @example 3001
         */
        doctorId?: number;
        /**
         * @description Unit of the user
         * @example 2001
         */
        unitId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
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
            data: components['schemas']['PulledMessage'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getUnreadCount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
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
            data: components['schemas']['NoticeCounts'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getWorkTipPage: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 20
         */
        pageSize: number;
        /**
         * @description Filter by read state
         * @example false
         */
        read?: boolean;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
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
            data: components['schemas']['WorkTipPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  markWorkTipRead: {
    parameters: {
      query: {
        /** @description Work tip */
        id: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
        /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
        'X-Client-System'?: components['parameters']['XClientSystem'];
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
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
}
