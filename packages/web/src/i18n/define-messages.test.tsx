import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { createLocalTranslator, defineMessages, useMessages } from './define-messages';

const messages = defineMessages({
  en: { hello: 'Hello, {name}', items: { one: '{count} item', other: '{count} items' } },
  'zh-CN': { hello: '你好，{name}', items: { other: '{count} 项' } },
});

function Greeting() {
  const t = useMessages(messages);
  return (
    <p>
      {t('hello', { name: 'Ada' })} / {t('items', { count: 1 })} / {t('items', { count: 3 })}
    </p>
  );
}

describe('defineMessages and useMessages', () => {
  it('translates in the current locale with placeholders and plurals', () => {
    renderUi(<Greeting />);
    screen.getByText('Hello, Ada / 1 item / 3 items');
  });

  it('follows the locale', () => {
    renderUi(<Greeting />, { locale: 'zh-CN' });
    screen.getByText('你好，Ada / 1 项 / 3 项');
  });

  it('works outside React and falls back to English for a missing entry', () => {
    const partial = { en: { a: 'A' }, 'zh-CN': {} } as unknown as typeof messages;
    const t = createLocalTranslator(partial, 'zh-CN') as (key: string) => string;
    expect(t('a')).toBe('A');
    expect(createLocalTranslator(messages, 'en')('items')).toBe('{count} items');
  });

  it('groups the digits of a count, whose plural it picks first', () => {
    expect(createLocalTranslator(messages, 'en')('items', { count: 17666 })).toBe('17,666 items');
    expect(createLocalTranslator(messages, 'zh-CN')('items', { count: 17666 })).toBe('17,666 项');
    expect(createLocalTranslator(messages, 'en')('items', { count: 1 })).toBe('1 item');
  });
});
