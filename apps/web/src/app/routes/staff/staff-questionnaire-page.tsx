import { Navigate, useParams } from 'react-router';
import { QuestionnaireBuilderScreen } from '@/features/staff-questionnaires/components/questionnaire-builder-screen';

/** /staff/questionnaires/{id}: one questionnaire's questions and its preview. */
export function Component() {
  const { questionnaireId } = useParams();
  if (!questionnaireId || !/^\d+$/.test(questionnaireId)) return <Navigate to="/staff/questionnaires" replace />;
  return <QuestionnaireBuilderScreen key={questionnaireId} questionnaireId={Number(questionnaireId)} />;
}
