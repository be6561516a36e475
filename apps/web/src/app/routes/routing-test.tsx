import { useTranslation } from 'react-i18next';
import { ContentLayout } from '#web/components/layouts/content-layout.tsx';

/** `/test`: a static page that proves the router serves client-side routes. */
export default function RoutingTestRoute() {
  const { t } = useTranslation();
  return <ContentLayout title={t('routing.title')} description={t('routing.description')} />;
}
