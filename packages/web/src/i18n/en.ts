import type { Message } from './types';

/** The English catalogue; its keys are the app's message keys (every other catalogue must have the same ones). */
export const en = {
  'app.title': 'MCH Workbench',
  'app.subtitle': 'Maternal and child health workbench',

  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.save': 'Save',
  'common.submit': 'Submit',
  'common.search': 'Search',
  'common.reset': 'Reset',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.create': 'Create',
  'common.add': 'Add',
  'common.close': 'Close',
  'common.refresh': 'Refresh',
  'common.retry': 'Retry',
  'common.reload': 'Reload',
  'common.back': 'Back',
  'common.view': 'View',
  'common.details': 'Details',
  'common.more': 'More',
  'common.actions': 'Actions',
  'common.export': 'Export',
  'common.download': 'Download',
  'common.upload': 'Upload',
  'common.select': 'Select',
  'common.all': 'All',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.enable': 'Enable',
  'common.disable': 'Disable',
  'common.loading': 'Loading…',
  'common.tip': 'Tip',
  'common.success': 'Success',
  'common.warning': 'Warning',
  'common.failed': 'Failed',
  'common.name': 'Name',
  'common.code': 'Code',
  'common.type': 'Type',
  'common.status': 'Status',
  'common.startTime': 'Start time',
  'common.endTime': 'End time',
  'common.unitName': 'Unit',
  'common.foundItems': { one: 'Found {count} item', other: 'Found {count} items' },

  'empty.title': 'No data',
  'empty.description': 'There is nothing to show here yet.',

  'error.title': 'Something went wrong',
  'error.loadFailed': 'The data could not be loaded.',
  'error.network': 'Network error, please retry later.',
  'error.timeout': 'The request timed out, please retry later.',
  'error.sessionExpired': 'Your login is no longer valid, please log in again.',
  'error.syncUserFailed': 'Syncing user information failed.',
  'error.syncUserInfo': 'Syncing user information failed.',
  'error.server': 'The server could not complete the request.',
  'error.malformed': 'The server sent an answer that cannot be read.',
  'error.http': 'The server answered with an error.',
  'error.unknown': 'An unexpected error occurred.',
  'error.requestFailed': 'The request failed (code {code}).',
  'error.notFound': 'The page you are looking for does not exist.',
  'error.chunkPageTitle': 'This page could not be loaded',
  'error.chunkPartTitle': 'This part of the workbench could not be loaded',
  'error.chunkBody':
    'Its code did not arrive: the network failed or did not answer within 2 minutes. Reload the page to try again; the open pages are kept.',
  'error.partTitle': 'This part stopped working',
  'error.partBody': 'An error occurred while showing this part. The rest of the workbench keeps working.',

  'permission.noAccess': 'This login account has no accessible permission, please contact the administrator!',

  'pagination.label': 'Pagination',
  'pagination.labelOf': 'Pagination of {table}',
  'pagination.total': { one: 'Total {total} item', other: 'Total {total} items' },
  'pagination.pageSize': '{size} / page',
  'pagination.pageSizeLabel': 'Rows per page',
  'pagination.jumpTo': 'Go to',
  'pagination.jumpLabel': 'Go to page',
  'pagination.go': 'Go',
  'pagination.page': 'Page {page}',
  'pagination.first': 'First page',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.last': 'Last page',
  'pagination.invalidPage': 'Enter a page number from 1 to {max}',

  'confirm.title': 'Please confirm',
  'confirm.deleteMessage': 'Are you sure you want to delete this? This cannot be undone.',

  'language.label': 'Language',
  'language.en': 'English',
  'language.zh-CN': '简体中文',

  'signup.title': 'Training, exam, live registration',
  'signup.emptyCode': 'Please enter the query number!',
  'signup.codeRuleMismatch': 'Input number does not match the course, exam or live number rules!',
  'signup.noData': 'No data, please check the number',
  'signup.searchFailed': 'The search failed, please try again later.',
  'signup.alreadyRegistered': 'You have already registered for this.',
  'signup.noUser': 'Your user information is not available, please log in again.',
  'signup.successTitle': 'Success',
  'signup.successBody':
    'You have registered successfully, please go to and refresh the online learning, online exam and online live pages to view the related content;',

  'validation.required': 'This field is required',
  'validation.password':
    'Use 6-18 letters, digits or the symbols - = + _ . and not only digits, only letters or only symbols',
  'validation.strongPassword':
    'Use 8-16 characters with at least one digit, one lower-case letter, one upper-case letter and one symbol',
  'validation.mobile': 'Enter an 11-digit mobile number starting with 13-19',
  'validation.verificationCode': 'Enter the 6-digit verification code',

  'evaluation.invalid': 'Please correct the marked fields.',
  'evaluation.cannotIgnore': 'This evaluation cannot be skipped.',
  'evaluation.tooLong': 'At most 200 characters',

  'sex.male': 'Male',
  'sex.female': 'Female',

  'live.room.nameTooLong': 'The room name is too long',
  'live.room.invalidTime': 'Enter a valid date and time',
  'live.room.endNotAfterStart': 'The end time must be after the start time',

  'subsystem.unavailable': 'You have no access to this subsystem.',

  'startup.configTitle': 'The app configuration could not be loaded',
  'startup.configBody': 'The file config.json is missing or not valid. Please contact the administrator.',
  'startup.demoTitle': 'The demo backend could not start',
  'startup.demoBody': 'The demo mode needs a service worker. Please reload the page or use another browser.',
  'startup.unexpectedTitle': 'The app could not start',
  'startup.unexpectedBody': 'An unexpected error stopped the app from starting. Please reload the page.',
  'startup.reload': 'Reload',
  'startup.details': 'Details',

  'config.unreachable': 'config.json could not be fetched (HTTP {status})',
  'config.networkFailure': 'config.json could not be fetched (network error)',
  'config.invalidJson': 'config.json is not valid JSON',
  'config.issue.missing': '{path} is missing',
  'config.issue.notObject': '{path} must be an object',
  'config.issue.notString': '{path} must be text',
  'config.issue.notBoolean': '{path} must be true or false',
  'config.issue.empty': '{path} must not be empty',
  'config.issue.notUrl': '{path} must be an http(s) address or a path starting with /',
  'config.issue.notCookieName': '{path} must be a valid cookie name',
  'config.issue.notArray': '{path} must be a list',
  'config.issue.notOrigin':
    '{path} must be an origin such as https://exam.example.org (a port or :* may follow)',
  'config.issue.notHeaderName':
    "{path} must be a header name: letters, digits and !#$%&'*+-.^_`|~ only, no spaces",
  'config.issue.notHeaderValue': '{path} must be a header value: visible ASCII characters, not blank',
  'config.issue.notBackend': '{path} is not a backend: use main, live, message, fds, exam or training',
  'config.issue.notStatus': '{path} must be an HTTP status (a whole number from 100 to 599)',
  'config.issue.notCode': '{path} must be a business code (text or a whole number)',
  'config.issue.demoNotInBuild':
    "{path} is true, but this build has no demo backend: replace config.json with the deployment's own (demo false)",
} satisfies Record<string, Message>;

/** Every message key of the app. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: one message for every key (a missing or unknown key is a type error). */
export type Catalogue = Readonly<Record<MessageKey, Message>>;
