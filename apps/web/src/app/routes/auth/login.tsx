import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AuthLinks } from '../../../features/auth/components/auth-links';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useRegisteredNotice } from '../../../features/auth/hooks/use-registered-notice';

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
