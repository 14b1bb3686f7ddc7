import {
  type Icon,
  IconApps,
  IconArrowsExchange,
  IconBell,
  IconBuildingHospital,
  IconCertificate,
  IconChartBar,
  IconFileText,
  IconFolder,
  IconHierarchy,
  IconHistory,
  IconHome,
  IconListCheck,
  IconLock,
  IconMail,
  IconPoint,
  IconSchool,
  IconSettings,
  IconSpeakerphone,
  IconStar,
  IconUserCheck,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';

/** The drawn icon of each icon name the function tree uses; unknown names get a dot. */
const ICONS: Readonly<Record<string, Icon>> = {
  home: IconHome,
  bell: IconBell,
  mail: IconMail,
  speakerphone: IconSpeakerphone,
  folder: IconFolder,
  'file-text': IconFileText,
  'arrows-exchange': IconArrowsExchange,
  star: IconStar,
  'list-check': IconListCheck,
  'chart-bar': IconChartBar,
  settings: IconSettings,
  lock: IconLock,
  users: IconUsers,
  'building-hospital': IconBuildingHospital,
  history: IconHistory,
  'user-check': IconUserCheck,
  hierarchy: IconHierarchy,
  apps: IconApps,
  certificate: IconCertificate,
  school: IconSchool,
  video: IconVideo,
};

/** The drawn icon of an icon name (a dot for an unknown name). */
function iconOf(name: string | undefined): Icon {
  return (name && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? IconPoint;
}

/** A menu item's icon (decorative). */
export function MenuIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  const Drawn = iconOf(name);
  return <Drawn size={size} stroke={1.6} aria-hidden />;
}
