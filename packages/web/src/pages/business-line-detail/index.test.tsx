import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderUi } from '../../test/render';
import BusinessLineDetailPage from './index';

describe('BusinessLineDetailPage', () => {
  it('says so when the page names no valid business line, without calling anything', () => {
    renderUi(<BusinessLineDetailPage {...pageProps('BusinessLineDetail', {}, true, { id: 'abc' })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Business-line detail');
    expect(screen.getByRole('alert').textContent).toBe(
      'Unknown business lineThis page does not name a valid business line.',
    );
  });

  it('speaks Chinese too', () => {
    renderUi(
      <BusinessLineDetailPage {...pageProps('BusinessLineDetail', { lobId: '0' }, true, { id: 'x' })} />,
      {
        locale: 'zh-CN',
      },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('业务线详情');
    expect(screen.getByRole('alert').textContent).toContain('此页面没有指定有效的业务线。');
  });
});
