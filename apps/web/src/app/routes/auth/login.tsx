import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AuthLinks } from '../../../features/auth/components/auth-links';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('login.title')} description={t('login.description')}>
      <AuthLinks page="login" />
    </AuthLayout>
  );
}
