import { expect, test } from '../e2e/fixtures';

/*
 * Issue 14, point 3 behind nginx: a room page of a room origin gets the camera and microphone through the site's
 * Permissions-Policy and the frame's sandbox and `allow` (a frame gets a device only when its page holds it, and
 * never in an opaque origin).
 */

test.describe.configure({ timeout: 90_000 });

// The browser's stand-in camera and microphone, granted without a prompt: what a user who allows them gets.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('a room page of the listed room origin opens the camera and microphone; an exam page gets neither', async ({
  page,
  allowErrors,
}) => {
  // The room origin of this deployment's config.json, answered by the test: a page that asks for both devices.
  await page.route('https://*.example.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Room</title><p id="out">asking</p><script>
        navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(
          (s) => { document.getElementById('out').textContent = 'devices ' + s.getTracks().length; },
          (e) => { document.getElementById('out').textContent = e.name; });
      </script>`,
    }),
  );
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/?token=demo-doctor');
  await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
  await page.goto(`/out-system-url?url=${encodeURIComponent('https://rooms.example.org/meeting.html')}`);
  const frameOf = (address: string) => page.frameLocator(`iframe[title="Third-party page: ${address}"]`);
  await expect(frameOf('https://rooms.example.org/meeting.html').locator('#out')).toHaveText('devices 2');
  expect(errors.filter((e) => /Permissions policy violation: (camera|microphone)/.test(e))).toEqual([]);
  // A page that is no room is given no device (the browser logs its refusal, in that page).
  allowErrors(
    /Permissions policy violation: (camera|microphone) is not allowed in this document\. \(https:\/\/exam\./,
  );
  await page.goto(`/out-system-url?url=${encodeURIComponent('https://exam.example.org/home.html')}`);
  // (The room's tab is still open, kept alive: its frame may be in the page too, hidden.)
  await expect(frameOf('https://exam.example.org/home.html').locator('#out')).not.toHaveText(
    /asking|devices/,
  );
});
