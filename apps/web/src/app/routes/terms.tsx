import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { LegalPageBody } from '#web/features/marketing/components/legal-page-body.tsx';

export default function TermsRoute() {
  return (
    <MainLayout>
      <LegalPageBody document="terms" />
    </MainLayout>
  );
}
