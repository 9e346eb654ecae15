import { useQueries } from '@tanstack/react-query';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { templateDetailQuery, templateVariablesQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { TemplateEditor } from '@/features/staff-sales/components/templates/template-editor';

/** /staff/templates/new or /staff/templates/{id}: the editor once the template (if any) and the variables are in. */
export function TemplateScreen({ templateId }: { templateId: number | null }) {
  const query = useQueries({
    queries: [templateVariablesQuery(), { ...templateDetailQuery(templateId ?? 0), enabled: templateId !== null }],
    combine: ([variables, template]) => ({
      isPending: variables.isPending || (templateId !== null && template.isPending),
      isError: variables.isError || template.isError,
      data: variables.data ? { variables: variables.data, template: template.data ?? null } : undefined,
      refetch: () => Promise.all([variables.refetch(), template.refetch()]),
    }),
  });
  return (
    <QueryState query={query} loading="Loading the template..." error={loadError('the template')}>
      {({ variables, template }) => <TemplateEditor key={template?.id ?? 'new'} template={template} variables={variables} />}
    </QueryState>
  );
}
