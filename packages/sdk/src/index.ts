// Public surface of @mch/sdk: re-exports only.
export * from './runtime/adapters';
export * from './runtime/store';
