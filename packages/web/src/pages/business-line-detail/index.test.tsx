import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderUi } from '../../test/render';
import BusinessLineDetailPage from './index';

describe('BusinessLineDetailPage', () => {
  it('says so when the page names no valid business line, without calling anything', () => {
    renderUi(<BusinessLineDetailPage {...pageProps('BusinessLineDetail', {}, true, { id: 'abc' })} />);
    expect(screen.getByRole('heading', { name: 'Business-line detail' })).toBeTruthy();
    expect(screen.getByText('Unknown business line')).toBeTruthy();
    expect(screen.getByText('This page does not name a valid business line.')).toBeTruthy();
  });

  it('speaks Chinese too', () => {
    renderUi(
      <BusinessLineDetailPage {...pageProps('BusinessLineDetail', { lobId: '0' }, true, { id: 'x' })} />,
      {
        locale: 'zh-CN',
      },
    );
    expect(screen.getByText('此页面没有指定有效的业务线。')).toBeTruthy();
  });
});
