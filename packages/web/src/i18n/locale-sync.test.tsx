import { useDatesContext } from '@mantine/dates';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { localeAtom } from './locale';
import { useFormat } from './use-format';

function Probe() {
  const dates = useDatesContext();
  const format = useFormat();
  return (
    <output>
      {[
        dates.locale,
        format.locale,
        format.date(new Date(2024, 0, 5)),
        format.number(1234.5),
        format.date(null),
      ].join('|')}
    </output>
  );
}

describe('LocaleSync, DatesLocale and useFormat', () => {
  it('follow the chosen locale: html lang, date pickers and formatters', () => {
    const { store } = renderUi(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('en|en|Jan 5, 2024|1,234.5|-');
    expect(document.documentElement.lang).toBe('en');

    act(() => store.set(localeAtom, 'zh-CN'));
    expect(screen.getByRole('status').textContent).toBe('zh-cn|zh-CN|2024年1月5日|1,234.5|-');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
