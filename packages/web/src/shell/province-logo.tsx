import { Group, Text } from '@mantine/core';
import { cascaderRoot, isRegionCode, type ProvinceCode, regionCodeAt, regionPrefix } from '@mch/sdk';
import { useMessages } from '../i18n/define-messages';
import { shellMessages } from './messages';

/** The supported province (43 Hunan, 53 Yunnan) of a unit's area code, or null. */
export function provinceOf(areaCode: string | null | undefined): ProvinceCode | null {
  if (!isRegionCode(areaCode)) return null;
  const root = cascaderRoot(regionCodeAt(areaCode, 1));
  return root.rootLevel === 1 ? (regionPrefix(root.rootCode) as ProvinceCode) : null;
}

/** The Hunan emblem: a mother holding a child under a rising sun, in warm red. */
function HunanMark({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width={44} height={44} viewBox="0 0 44 44" style={{ flex: 'none' }}>
      <circle cx="22" cy="22" r="21" fill="#fff" />
      <circle cx="22" cy="22" r="19" fill="#d9363e" />
      <path d="M8 27a14 14 0 0 1 28 0z" fill="#f7b733" />
      <circle cx="19" cy="15" r="4" fill="#fff" />
      <path d="M12 34c1-8 4-13 7-13s6 3 7 6c-3 0-6 2-7 7z" fill="#fff" />
      <circle cx="27" cy="22" r="3" fill="#fff" />
      <path d="M23 34c0-4 2-8 4-8s4 3 4 8z" fill="#fff" />
    </svg>
  );
}

/** The Yunnan emblem: a mother holding a child before green mountains. */
function YunnanMark({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width={44} height={44} viewBox="0 0 44 44" style={{ flex: 'none' }}>
      <circle cx="22" cy="22" r="21" fill="#fff" />
      <circle cx="22" cy="22" r="19" fill="#138a72" />
      <path d="M4 30l9-10 6 6 7-9 14 13z" fill="#7fd1ae" />
      <circle cx="19" cy="14" r="4" fill="#fff" />
      <path d="M12 35c1-8 4-13 7-13s6 3 7 6c-3 0-6 2-7 7z" fill="#fff" />
      <circle cx="27" cy="21" r="3" fill="#fff" />
      <path d="M23 35c0-4 2-8 4-8s4 3 4 8z" fill="#fff" />
    </svg>
  );
}

/** The province logo of the header (43 or 53 from the user's unit area code) with the province's name. */
export function ProvinceLogo({ areaCode }: { areaCode: string }) {
  const t = useMessages(shellMessages);
  const province = provinceOf(areaCode) ?? '43';
  const name = province === '53' ? t('logoYunnan') : t('logoHunan');
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {province === '53' ? <YunnanMark label={name} /> : <HunanMark label={name} />}
      {/* Shortened first when the header is tight (a long unit name, English): the mark beside it names it too. */}
      <Text fw={700} size="lg" c="white" aria-hidden truncate="end" title={name}>
        {name}
      </Text>
    </Group>
  );
}
