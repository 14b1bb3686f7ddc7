/** Path of the login route (no shell): it loads the session and lands on the workbench (the SDK's). */
export { LOGIN_PATH } from '@mch/sdk';

/** Path of the demo sign-in page (no shell, only when config.demo). */
export const DEMO_LOGIN_PATH = '/demo-login';
