import { Text, type TextProps } from '@mantine/core';
import { formatAmount } from '@mch/sdk';
import { useLocale } from '../i18n';

/** Props of Amount. */
export interface AmountProps extends Omit<TextProps, 'children'> {
  /** The amount: a number or a numeric string (exact decimals are kept); empty or invalid shows '-'. */
  value: number | string | null | undefined;
}

/** An amount with the current locale's thousands separators, in tabular figures. */
export function Amount({ value, ...textProps }: AmountProps) {
  const locale = useLocale();
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...textProps}>
      {formatAmount(value, locale)}
    </Text>
  );
}
