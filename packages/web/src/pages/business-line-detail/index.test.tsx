import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import BusinessLineDetailPage from './index';

describe('BusinessLineDetailPage', () => {
  it('says so when the page names no valid business line, without calling anything', () => {
    renderUi(
      <BusinessLineDetailPage path="/businessLineDetail/abc" query={{}} params={{ id: 'abc' }} active />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Business-line detail');
    expect(screen.getByRole('alert').textContent).toBe(
      'Unknown business lineThis page does not name a valid business line.',
    );
  });

  it('speaks Chinese too', () => {
    renderUi(
      <BusinessLineDetailPage
        path="/businessLineDetail/x"
        query={{ lobId: '0' }}
        params={{ id: 'x' }}
        active
      />,
      {
        locale: 'zh-CN',
      },
    );
    expect(screen.getByRole('alert').textContent).toContain('此页面没有指定有效的业务线。');
  });
});
