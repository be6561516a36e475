import { MainLayout } from '../../components/layouts/main-layout';
import { LegalPageBody } from '../../features/marketing/components/legal-page-body';

export default function TermsRoute() {
  return (
    <MainLayout>
      <LegalPageBody document="terms" />
    </MainLayout>
  );
}
