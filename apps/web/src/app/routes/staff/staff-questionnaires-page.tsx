import { QuestionnairesScreen } from '@/features/staff-questionnaires/components/questionnaires-screen';

/** /staff/questionnaires: what clients are asked while booking and in their portal. */
export function Component() {
  return <QuestionnairesScreen />;
}
