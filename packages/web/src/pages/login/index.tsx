import { Center, Loader, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { loginMessages } from './messages';

/** Props of LoginLanding: where the loaded session lands (the remembered target route or the SDK's landing). */
export interface LoginLandingProps {
  target: string;
}

/** The login route `/` (no shell): a loading state while the app moves on to the landing page. */
export function LoginLanding({ target }: LoginLandingProps) {
  const router = useRouter();
  const t = useMessages(loginMessages);
  useEffect(() => {
    router.history.replace(target);
  }, [router, target]);
  return (
    <Center mih="100vh" component="main">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('opening')}</Text>
      </Stack>
    </Center>
  );
}

export default LoginLanding;
