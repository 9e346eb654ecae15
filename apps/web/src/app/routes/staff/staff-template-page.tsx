import { Navigate, useParams } from 'react-router';
import { TemplateScreen } from '@/features/staff-sales/components/templates/template-screen';

/** /staff/templates/new makes a template; /staff/templates/{id} edits one. */
export function Component() {
  const { templateId } = useParams();
  if (templateId === 'new') return <TemplateScreen key="new" templateId={null} />;
  if (!templateId || !/^\d+$/.test(templateId)) return <Navigate to="/staff/templates" replace />;
  return <TemplateScreen key={templateId} templateId={Number(templateId)} />;
}
