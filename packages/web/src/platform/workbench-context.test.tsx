import { createWorkbench } from '@mch/sdk';
import { memoryCookies } from '@mch/sdk/testing';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, testDemo } from '../test/render-page';
import { workbenchConfigOf } from './workbench-context';

describe('workbenchConfigOf', () => {
  it("passes config.json's header names and values and expiry rules to the SDK", () => {
    const sdk = workbenchConfigOf({
      ...TEST_CONFIG,
      headers: { systemTag: { name: 'X-Sys', value: '31' }, clientSystem: { value: 'portal-2' } },
      expiry: { main: { codes: ['AUTH.GONE'] } },
    });
    expect(sdk).toMatchObject({
      systemTagHeader: 'X-Sys',
      systemTag: '31',
      clientSystem: 'portal-2',
      expiry: { main: { codes: ['AUTH.GONE'] } },
    });
    expect(sdk).not.toHaveProperty('clientSystemHeader');
  });

  it('leaves every setting to the SDK when config.json has none', () => {
    const sdk = workbenchConfigOf(TEST_CONFIG);
    for (const key of ['systemTagHeader', 'systemTag', 'clientSystemHeader', 'clientSystem', 'expiry'])
      expect(sdk).not.toHaveProperty(key);
  });

  it('the workbench made from it sends the configured header on the message API', async () => {
    const demo = testDemo();
    const seen: (string | null)[] = [];
    const wb = createWorkbench({
      ...workbenchConfigOf({
        ...TEST_CONFIG,
        headers: { clientSystem: { name: 'X-Client', value: 'portal-2' } },
      }),
      adapters: {
        fetch: (request: Request) => {
          seen.push(request.headers.get('X-Client'));
          return demo.fetch(request);
        },
        cookies: memoryCookies({ mch_token: 'demo-admin' }),
      },
    });
    const counts = await wb.message.GET('/v1/message/unread-count');
    expect(seen).toEqual(['portal-2']);
    expect(counts).toMatchObject({ noticeCount: 2, workTipsCount: 1 });
  });
});
