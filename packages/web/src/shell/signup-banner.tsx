import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { memo } from 'react';
import { openSignupAtom } from '../features/signup/signup-atoms';
import { useMessages } from '../i18n/define-messages';
import { shellMessages } from './messages';

/** The sign-up banner of the left side: a drawn banner that opens the sign-up dialog. */
export const SignupBanner = memo(function SignupBanner() {
  const t = useMessages(shellMessages);
  const openSignup = useSetAtom(openSignupAtom);
  return (
    <UnstyledButton
      onClick={() => openSignup()}
      aria-haspopup="dialog"
      p="sm"
      m="sm"
      style={{
        display: 'flex',
        gap: 10,
        alignItems: 'center',
        borderRadius: 8,
        color: 'white',
        background:
          'linear-gradient(120deg, var(--mantine-primary-color-filled) 0%, var(--mantine-color-cyan-7) 100%)',
        boxShadow: 'var(--mantine-shadow-sm)',
      }}
    >
      <IconCertificate size={34} stroke={1.4} aria-hidden />
      <Box component="span">
        <Text component="span" display="block" fw={700} size="md" c="white">
          {t('signupBannerTitle')}
        </Text>
        <Text component="span" display="block" size="xs" c="white" opacity={0.9}>
          {t('signupBannerBody')}
        </Text>
      </Box>
    </UnstyledButton>
  );
});

/** Extra banner pictures of the left side (decorative only). */
export const BannerImages = memo(function BannerImages() {
  return (
    <Box px="sm" pb="xs" aria-hidden>
      <svg width="100%" height="52" viewBox="0 0 226 52" preserveAspectRatio="none" role="presentation">
        <defs>
          <linearGradient id="mch-banner-a" x1="0" x2="1">
            <stop offset="0" stopColor="#fde2e4" />
            <stop offset="1" stopColor="#e2ece9" />
          </linearGradient>
        </defs>
        <rect width="226" height="52" rx="8" fill="url(#mch-banner-a)" />
        <circle cx="30" cy="26" r="14" fill="#f4a7b9" />
        <circle cx="52" cy="32" r="9" fill="#f7cad0" />
        <path d="M80 40 C110 8, 150 8, 210 34 L210 44 L80 44 Z" fill="#bfd8d2" />
        <path d="M70 44 C100 24, 140 22, 218 44 Z" fill="#9cc5b9" />
      </svg>
    </Box>
  );
});
