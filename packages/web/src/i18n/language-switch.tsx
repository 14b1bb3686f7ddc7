import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useAtomSnapshot } from '../platform/atom-snapshot';
import { LOCALES, localeAtom } from './locale';
import { useT } from './use-t';

/** Props of LanguageSwitch: Mantine SegmentedControl layout props (size, radius, …). */
export type LanguageSwitchProps = Omit<SegmentedControlProps, 'data' | 'value' | 'onChange' | 'defaultValue'>;

/** Switches the app between English and Simplified Chinese (a compact control for the header). */
export function LanguageSwitch(props: LanguageSwitchProps) {
  const locale = useAtomSnapshot(localeAtom);
  const setLocale = useSetAtom(localeAtom);
  const t = useT();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      {...props}
      value={locale}
      onChange={setLocale}
      // Each language names itself in itself, marked so a screen reader reads it in that language (WCAG 3.1.2).
      data={LOCALES.map((value) => ({ value, label: <span lang={value}>{t(`language.${value}`)}</span> }))}
    />
  );
}
