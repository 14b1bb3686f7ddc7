export { NotBuilt, type NotBuiltProps } from './not-built';
