import { useTranslation } from 'react-i18next';
import { AuthLayout } from '#web/components/layouts/auth-layout.tsx';
import { AuthLinks } from '#web/features/auth/components/auth-links.tsx';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';

export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('register.title')} description={t('register.description')}>
      <RegisterForm />
      <AuthLinks page="register" />
    </AuthLayout>
  );
}
