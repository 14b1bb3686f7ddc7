// The demo's stand-in pages for the embedded subsystems (exam, training, live broadcast) and the sign-in site's
// pages the workbench links to (personal centre, client download). Each page loads this
// script with the subsystem it stands for (`<script src="stand-in.js" data-subsystem="exam" defer>`); it writes
// the page's heading, note and list, as text (never as HTML), in English and Chinese. The look is demo.css.

/** A pair of texts is written 'English / 中文'. */
const SUBSYSTEMS = {
  exam: {
    accent: ['#1864ab'],
    heading: 'Online exam / 在线考试',
    note: [
      'This page stands for the embedded exam subsystem in the demo. In the product, the exam system opens here with the user signed in.',
      '本页在演示中代表嵌入的在线考试子系统。在正式环境中，考试系统会以当前用户身份在此打开。',
    ],
    columns: ['Exam / 考试', 'Number / 编号', 'Window / 时间', 'Status / 状态'],
    rows: [
      [
        'Maternal health quality control (2024) / 孕产妇健康质量控制（2024）',
        '2024YKS0001',
        '09:00–11:00',
        'Open / 可参加',
      ],
      ['Newborn screening basics / 新生儿筛查基础', '2024YKS0002', '14:00–15:30', 'Registered / 已报名'],
      ['Child health management refresher / 儿童健康管理复训', '2023YKS1100', 'Closed', 'Finished / 已结束'],
    ],
  },
  training: {
    accent: ['#087f5b', '#0ca678'],
    heading: 'Online training / 在线培训',
    note: [
      'This page stands for the embedded training subsystem in the demo. In the product, the training system opens here with the user signed in.',
      '本页在演示中代表嵌入的在线培训子系统。在正式环境中，培训系统会以当前用户身份在此打开。',
    ],
    columns: ['Course / 课程', 'Number / 编号', 'Progress / 进度', 'Status / 状态'],
    rows: [
      ['High-risk pregnancy screening / 高危妊娠筛查', '2024YKC0001', '0 / 12', 'Not started / 未开始'],
      ['Breastfeeding counselling / 母乳喂养咨询', '2024YKC0002', '5 / 8', 'In progress / 学习中'],
      ['Emergency obstetric care / 产科急救', '2023YKC1100', '10 / 10', 'Completed / 已完成'],
    ],
  },
  live: {
    accent: ['#c2410c', '#e8590c'],
    heading: 'Live training / 直播培训',
    note: [
      'This page stands for the embedded live-broadcast subsystem in the demo. In the product, the live room opens here.',
      '本页在演示中代表嵌入的直播培训子系统。在正式环境中，直播间会在此打开。',
    ],
    columns: ['Broadcast / 直播', 'Number / 编号', 'Starts / 开始时间', 'Status / 状态'],
    rows: [
      [
        'Prenatal care in primary units / 基层产前保健',
        'LIVE0001',
        'Tomorrow 19:30',
        'Sign-up open / 报名中',
      ],
      [
        'Postpartum depression: early signs / 产后抑郁早期识别',
        'ZB20241',
        'Next week',
        'Upcoming / 即将开始',
      ],
      ['Neonatal resuscitation practice / 新生儿复苏演练', 'ZB20242', 'Last month', 'Replay / 可回放'],
    ],
  },
  userCenter: {
    accent: ['#5f3dc4', '#7950f2'],
    heading: 'Personal centre / 个人中心',
    note: [
      "This page stands for the sign-in site's personal centre in the demo. In the product, users manage their account, mobile phone and password here.",
      '本页在演示中代表独立登录站点的个人中心。在正式环境中，用户在此管理账号、手机号和密码。',
    ],
    columns: ['Setting / 设置', 'Value / 内容', 'Changed / 修改时间', 'Status / 状态'],
    rows: [
      // The stand-in cannot know who is signed in (it is framed without cookies or storage of its own), so it
      // names no account: the real personal centre shows the user's own account from the sign-in site's session.
      ['Account / 账号', 'Your sign-in account / 您的登录账号', '2026-03-02', 'Active / 正常'],
      [
        'Mobile phone / 手机号',
        'Your mobile number, masked / 您的手机号（脱敏）',
        '2025-11-20',
        'Verified / 已验证',
      ],
      ['Password / 密码', '********', '2026-01-15', 'Set / 已设置'],
    ],
  },
  clientDownload: {
    accent: ['#1864ab'],
    heading: 'Client download / 客户端下载',
    note: [
      'This page stands for the download page of the desktop client in the demo. In the product, the installers are offered here.',
      '本页在演示中代表桌面客户端的下载页。在正式环境中，安装程序在此提供下载。',
    ],
    columns: ['Client / 客户端', 'Version / 版本', 'Released / 发布日期', 'Status / 状态'],
    rows: [
      ['Windows desktop client / Windows 桌面客户端', '3.2.1', '2026-10-12', 'Latest / 最新'],
      ['macOS desktop client / macOS 桌面客户端', '3.2.1', '2026-10-12', 'Latest / 最新'],
      ['Windows 7 client / Windows 7 兼容版', '2.9.8', '2025-06-30', 'Maintained / 维护中'],
    ],
  },
};

/** An element with its children (elements or text). */
function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The two halves of 'English / 中文' as spans; `apart` puts them on two lines with the Chinese muted. */
function bilingual(pair, apart) {
  const [en, zh] = pair.split(' / ');
  const zhSpan = apart ? el('span', { lang: 'zh-CN', class: 'zh' }, zh) : el('span', { lang: 'zh-CN' }, zh);
  return apart
    ? [el('span', { lang: 'en' }, en), el('br', {}), zhSpan]
    : [el('span', { lang: 'en' }, en), ' / ', zhSpan];
}

const script = document.currentScript;
const page = SUBSYSTEMS[script.dataset.subsystem];
const [accent, accentLine] = page.accent;
document.documentElement.style.setProperty('--accent', accent);
if (accentLine) document.documentElement.style.setProperty('--accent-line', accentLine);

const [headingEn, headingZh] = page.heading.split(' / ');
const [noteEn, noteZh] = page.note;
document.body.append(
  el(
    'header',
    {},
    el(
      'h1',
      {},
      el('span', { lang: 'en' }, headingEn),
      el('span', { lang: 'zh-CN', class: 'zh' }, headingZh),
    ),
  ),
  el(
    'main',
    {},
    el(
      'div',
      { class: 'note' },
      el('p', { lang: 'en' }, noteEn),
      el('p', { lang: 'zh-CN', class: 'zh' }, noteZh),
    ),
    el(
      'table',
      {},
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          ...page.columns.map((column) => el('th', { scope: 'col' }, ...bilingual(column, false))),
        ),
      ),
      el(
        'tbody',
        {},
        ...page.rows.map(([name, number, when, status]) =>
          el(
            'tr',
            {},
            el('td', {}, ...bilingual(name, true)),
            el('td', {}, ...(number.includes(' / ') ? bilingual(number, false) : [el('code', {}, number)])),
            el('td', {}, when),
            el('td', {}, ...bilingual(status, false)),
          ),
        ),
      ),
    ),
  ),
);
