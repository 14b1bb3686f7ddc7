export * from './backends';
export * from './client';
export * from './errors';
export * from './policy';
