export { SIGNUP_DIALOG_WIDTH, SignupDialog } from './signup-dialog';
