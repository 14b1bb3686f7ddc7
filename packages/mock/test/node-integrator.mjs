// A new integrator's script, run by node-integrator.test.ts in plain Node (no window, no document) against the
// demo HTTP backend at MOCK_ORIGIN. It imports the BUILT SDK (`@mch/sdk` resolves to packages/sdk/dist) and prints
// what it saw as one JSON line. Any throw, also from a timer, makes the process exit non-zero.
import { createWorkbench } from '@mch/sdk';

const origin = process.env.MOCK_ORIGIN;
const api = (mount) => `${origin}/api/${mount}`;

const wb = createWorkbench({
  baseUrls: {
    main: api('main'),
    mainSync: api('main-sync'),
    live: api('live'),
    message: api('message'),
    fds: api('fds'),
    exam: api('exam'),
    training: api('training'),
  },
  signInUrl: 'https://sso.example.org/login',
  token: 'demo-doctor',
});

const report = { window: typeof window, document: typeof document, expired: [] };
wb.events.on('sessionExpired', ({ operation }) => report.expired.push(operation?.path ?? null));

const started = await wb.session.start();
report.session = started.status;
report.user = wb.session.getUser()?.userName ?? null;

const stats = await wb.stats.all({});
report.statsKeys = Object.keys(stats).sort();
report.exams = await wb.stats.exams();

const found = await wb.signup.searchSignup('2024YKS0001');
report.found = found.cards.map((c) => ({ type: c.type, signed: c.signed }));
const card = found.cards[0];
if (card) report.registered = (await wb.signup.registerSignup(card)).signed;
report.foundAgain = (await wb.signup.searchSignup('2024YKS0001')).cards.map((c) => c.signed);

// The backend now answers every main call with the expired code.
await fetch(`${origin}/__mock/faults?spec=main:tokenExpired`, { method: 'POST' });
const loggedOut = new Promise((resolve) => {
  wb.session.subscribe(() => {
    const s = wb.session.getSnapshot();
    if (s.status === 'loggedOut') resolve(s.reason);
  });
});
report.expiredCall = await wb.main.GET('/v1/user/getUser').then(
  () => 'resolved',
  (e) => e.name,
);
report.logoutReason = await loggedOut;
report.cookieAfter = wb.session.getToken() ?? null;
report.navigations = wb.adapters.location.assigned;
await fetch(`${origin}/__mock/faults`, { method: 'DELETE' });

process.stdout.write(`${JSON.stringify(report)}\n`);
