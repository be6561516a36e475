import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { LegalPageBody } from '#web/features/marketing/components/legal-page-body.tsx';

export default function PrivacyRoute() {
  return (
    <MainLayout>
      <LegalPageBody document="privacy" />
    </MainLayout>
  );
}
