import { useTranslation } from 'react-i18next';
import { AuthLayout } from '#web/components/layouts/auth-layout.tsx';
import { AuthLinks } from '#web/features/auth/components/auth-links.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useRegisteredNotice } from '#web/features/auth/hooks/use-registered-notice.ts';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  useRegisteredNotice();
  return (
    <AuthLayout title={t('login.title')} description={t('login.description')}>
      <LoginForm />
      <AuthLinks page="login" />
    </AuthLayout>
  );
}
