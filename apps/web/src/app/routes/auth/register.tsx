import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AuthLinks } from '../../../features/auth/components/auth-links';
import { RegisterForm } from '../../../features/auth/components/register-form';

export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('register.title')} description={t('register.description')}>
      <RegisterForm />
      <AuthLinks page="register" />
    </AuthLayout>
  );
}
