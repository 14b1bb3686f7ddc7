// TypeDoc of the public entries of @mch/sdk: the main entry, `@mch/sdk/testing` and `@mch/sdk/generated`.
// Only exported names are documented; `@internal` ones are left out.
import { OptionDefaults } from 'typedoc';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  entryPoints: ['src/index.ts', 'src/testing.ts', 'src/generated/index.ts'],
  out: '../../docs-site/sdk',
  name: '@mch/sdk',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  skipErrorChecking: true,
  githubPages: false,
  hideGenerator: true,
  // openapi-typescript writes `@description` on the generated schema fields.
  blockTags: [...OptionDefaults.blockTags, '@description', '@constant'],
  // Local shorthands of a file (`type Main = ApiClient<MainPaths>`) and the client's type plumbing: their
  // expansion is what the documentation shows.
  intentionallyNotExported: [
    'Main',
    'Fds',
    'Live',
    'Schemas',
    'InitArgs',
    'InitOf',
    'Method',
    'EnvelopeOf',
    'SignupCardBase',
  ],
};
