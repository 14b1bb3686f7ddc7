// generated from specs/fds.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export interface paths {
  '/v1/fds-pc/sys-enum/keys-values-map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Values of several enumerations
     * @description The product asks for ids 30, 31, 37, 40, 80, 81, 33, 34, 145, 135, 55, 27, 131, 125, 149.
     */
    post: operations['getEnumKeysValuesMap'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/org-info/child-list/{parentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Child organisations */
    get: operations['getOrgChildList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/dict-area/child/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Child regions of a region */
    get: operations['getDictAreaChildren'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/dict-area/code/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A region by code */
    get: operations['getDictAreaByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/residents-info/card/{idCard}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A resident by identity card
     * @description Returns null when no resident has the identity card.
     */
    get: operations['getResidentByIdCard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/org-info/org-info/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Detail of an organisation */
    get: operations['getOrgInfoDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/org-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an organisation */
    post: operations['createOrgInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/org-info/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organisation */
    get: operations['getOrgInfo'];
    /** Change an organisation */
    put: operations['updateOrgInfo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/doctor-base-info/check-team-resident': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a resident is served by a team of a doctor */
    get: operations['checkTeamResident'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/org-info/parent-unit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent unit of an organisation */
    get: operations['getOrgParentUnit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/user/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user */
    get: operations['getFdsCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/residents-info/enums': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enumerations of the resident record */
    get: operations['getResidentEnums'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/fds-pc/residents-info/area/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Resident areas under a region */
    get: operations['getResidentAreaList'];
    put?: never;
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
    /** @description A value of an enumeration (dictionary). */
    Enumeration: {
      /** @description Id of the enumeration value */
      id: number;
      /** @description Display name */
      enumName: string;
      /** @description Stored value */
      enumValue: string;
      /** @description Alternative name */
      enumNameAlias: string | null;
      /** @description Condition used to filter the values */
      filterCondition: string | null;
    };
    /** @description Enumeration values by enumeration id (the keys are the requested ids as strings). */
    EnumerationMap: {
      [key: string]: components['schemas']['Enumeration'][];
    };
    /**
     * @description Region code of 12 digits. Level 1 is the first 2 digits, level 2 the first 4, level 3 the first 6, level 4 the first 9, level 5 all 12; the remainder is padded with zeros.
     * @example 430000000000
     * @example 430100000000
     */
    RegionCode: string;
    /** @description An organisation (unit). */
    OrgInfo: {
      /** @description Id of the organisation */
      id: number;
      /** @description Id of the parent organisation, null for a root */
      parentId: number | null;
      /** @description Full name */
      name: string;
      /** @description Short name */
      shortName: string;
      /** @description Region code of the organisation */
      areaCode: components['schemas']['RegionCode'];
      /** @description Unit type code */
      unitType: number;
      /** @description Address */
      address: string;
      /** @description Contact person */
      contactName: string;
      /** @description Contact mobile number */
      contactMobile: string;
      /** @description Whether the organisation has signed up to the platform */
      signed: boolean;
      /** @description Name of the region */
      areaName: string;
      /** @description Number of child organisations */
      childCount: number;
      /**
       * @description When it was created, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description A node of the region tree. */
    AreaNode: {
      /** @description Region code of the area */
      areaCode: components['schemas']['RegionCode'];
      /** @description Name of the area */
      areaName: string;
      /** @description Child areas, when loaded */
      children?: components['schemas']['AreaNode'][];
      /** @description Whether the area has no children */
      isLeaf: boolean;
    };
    /** @description A resident health record; coded fields refer to Enumeration ids. */
    Resident: {
      /** @description Id of the resident record */
      id: number;
      /** @description Name */
      name: string;
      /** @description Identity-card number */
      idCard: string;
      /** @description Sex: the id of an Enumeration value */
      sex: number;
      /**
       * @description Birthday, a date as 'YYYY-MM-DD'
       * @example 2024-05-06
       */
      birthday: string;
      /** @description Mobile number */
      mobile?: string;
      /** @description Region code of the residence */
      areaCode: components['schemas']['RegionCode'];
      /** @description Address */
      address?: string;
      /** @description Ethnic group: the id of an Enumeration value */
      nation?: number;
      /** @description Marital status: the id of an Enumeration value */
      maritalStatus?: number;
      /** @description Education level: the id of an Enumeration value */
      education?: number;
      /** @description Occupation: the id of an Enumeration value */
      occupation?: number;
      /** @description Blood type (ABO): the id of an Enumeration value */
      bloodType?: number;
      /** @description Rh blood type: the id of an Enumeration value */
      rhBloodType?: number;
      /** @description Household registration type: the id of an Enumeration value */
      residenceType?: number;
      /** @description Medical insurance type: the id of an Enumeration value */
      insuranceType?: number;
    };
    /** @description Body to create or change an organisation. */
    OrgInfoInput: {
      /** @description Id of the parent organisation, null for a root */
      parentId?: number | null;
      /** @description Full name */
      name: string;
      /** @description Short name */
      shortName?: string;
      /** @description Region code of the organisation */
      areaCode: components['schemas']['RegionCode'];
      /** @description Unit type code */
      unitType: number;
      /** @description Address */
      address?: string;
      /** @description Contact person */
      contactName?: string;
      /** @description Contact mobile number */
      contactMobile?: string;
      /** @description Whether the organisation has signed up to the platform */
      signed?: boolean;
    };
    /** @description Result of a team-resident check. */
    TeamResidentCheck: {
      /** @description Whether the resident is served by a team of the doctor */
      inTeam: boolean;
      /** @description Name of the team, if any */
      teamName: string | null;
    };
    /** @description The current user. */
    UserInfo: {
      /** @description Id of the user */
      id: number;
      /** @description Administrator type of the user (its values are not documented) */
      adminType: number;
      /** @description Login name */
      userName: string;
      /** @description Display name, shown in the header */
      nickName: string;
      /** @description Mobile number */
      mobile: string;
      /** @description Identity-card number (also the certificate id of live sign-up) */
      identityCard: string;
      /** @description Region code of the unit */
      unitAreaCode: components['schemas']['RegionCode'];
      /** @description Id of the unit */
      unitId: number;
      /** @description Uuid of the unit */
      unitUuid: string;
      /** @description Name of the unit, shown in the header */
      unitName: string;
      /** @description Id of the doctor record of the user (the backend calls it relationId), null if none */
      doctorId: number | null;
      /** @description Uuid of the doctor record of the user, null if none */
      doctorUuid: string | null;
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
  getEnumKeysValuesMap: {
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
        /**
         * @example [
         *       30,
         *       31,
         *       37,
         *       40,
         *       80,
         *       81,
         *       33,
         *       34,
         *       145,
         *       135,
         *       55,
         *       27,
         *       131,
         *       125,
         *       149
         *     ]
         */
        'application/json': number[];
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
            data: components['schemas']['EnumerationMap'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getOrgChildList: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Parent organisation
         * @example 1010
         */
        parentId: number;
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
            data: components['schemas']['OrgInfo'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getDictAreaChildren: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Region code; 0 for the top level
         * @example 0
         */
        code: string;
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
            data: components['schemas']['AreaNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getDictAreaByCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Region code
         * @example 430102001001
         */
        code: components['schemas']['RegionCode'];
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
            data: components['schemas']['AreaNode'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getResidentByIdCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Identity-card number
         * @example 430102198205221013
         */
        idCard: string;
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
            data: components['schemas']['Resident'] | null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getOrgInfoDetail: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Organisation
         * @example 2001
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
            data: components['schemas']['OrgInfo'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createOrgInfo: {
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
        'application/json': components['schemas']['OrgInfoInput'];
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
            data: components['schemas']['OrgInfo'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getOrgInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Organisation
         * @example 5004
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
            data: components['schemas']['OrgInfo'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  updateOrgInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /** @description Organisation */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrgInfoInput'];
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
            data: components['schemas']['OrgInfo'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  checkTeamResident: {
    parameters: {
      query: {
        /**
         * @description Identity card of the resident
         * @example 430102198205221013
         */
        idCard: string;
        /**
         * @description Doctor
         * @example 3001
         */
        doctorId?: number;
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
            data: components['schemas']['TeamResidentCheck'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getOrgParentUnit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Organisation
         * @example 2001
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
            data: components['schemas']['OrgInfo'] | null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getFdsCurrentUser: {
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
            data: components['schemas']['UserInfo'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getResidentEnums: {
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
            data: components['schemas']['EnumerationMap'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getResidentAreaList: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path: {
        /**
         * @description Region code
         * @example 430000000000
         */
        code: components['schemas']['RegionCode'];
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
            data: components['schemas']['AreaNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
}
