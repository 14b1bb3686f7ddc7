// Public surface of @mch/sdk: re-exports only.

export * from './domain/codes';
export * from './domain/evaluation-input';
export * from './domain/format';
export * from './domain/menu';
export * from './domain/pages';
export * from './domain/quick-entries';
export * from './domain/region';
export * from './domain/validators';
export * from './flows/consultation';
export * from './flows/evaluation';
export * from './flows/notices';
export * from './flows/session';
export * from './flows/signup';
export * from './flows/token-watch';
export * from './flows/training-token';
export * from './flows/work-tips';
export * from './http';
export * from './runtime/adapters';
export * from './runtime/emitter';
export * from './runtime/poller';
export * from './runtime/store';
export * from './runtime/tab-leader';
export * from './runtime/tabs-store';
export * from './workbench';
