// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { ToastContext, type TToast } from '@/components/feedback/toast-context';
import { mountedRoot } from '@/test/mounted-root';

/**
 * The questionnaire tab's file question (issue 39, point 7): the saved file reads as its name and downloads; in
 * edit mode a chosen file is uploaded at once and becomes the answer when the questionnaire is saved.
 */
const get = vi.fn();
const post = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) } }));
const fetchBlob = vi.fn();
const saveBlob = vi.fn();
vi.mock('@/lib/authorized-download', () => ({
  fetchAuthorizedBlobAt: (...a: unknown[]) => fetchBlob(...a),
  saveBlob: (...a: unknown[]) => saveBlob(...a),
}));
const { QuestionnairesTab } = await import('./questionnaires-tab');

const field = (id: number, name: string, type: string, required = false) => ({ id, name, type, required, help_text: '', options: [] });
const PLANNING = {
  id: 7,
  name: 'Event Planning Questionnaire',
  description: '',
  fields: [field(1, 'Main contact person', 'text', true), field(2, 'Floor plan or mood board', 'file')],
};
const SAVED = {
  file_id: 'ans_saved',
  name: 'floor plan.pdf',
  size: 2048,
  content_type: 'application/pdf',
  download_url: '/api/questionnaires/responses/files/ans_saved/',
};
const toasts: TToast[] = [];

const { host, render } = mountedRoot();
beforeEach(() => {
  toasts.length = 0;
  get.mockReset().mockImplementation((path: string) =>
    Promise.resolve(
      path.startsWith('/questionnaires/questionnaires/active/')
        ? [PLANNING]
        : [
            { field: 1, value: 'Ana Santos' },
            { field: 2, value: 'ans_saved', file: SAVED },
          ],
    ),
  );
  post.mockReset();
  fetchBlob.mockReset().mockResolvedValue(new Blob(['%PDF-1.4']));
  saveBlob.mockReset();
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastContext.Provider value={(t) => toasts.push(t)}>
        <QuestionnairesTab eventId={42} eventTypeId={2} />
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const button = (name: string) => [...host().querySelectorAll('button')].find((b) => b.textContent === name)!;
const text = () => host().textContent ?? '';
async function choose(file: File) {
  const input = host().querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}
const pdf = (name: string) => new File(['%PDF-1.4 plan'], name, { type: 'application/pdf' });

describe('the questionnaire tab’s file question', () => {
  it('reads the saved file as its name, which downloads under that name', async () => {
    await show();
    await settle();
    expect(text()).toContain('floor plan.pdf');
    expect(text()).not.toContain('ans_saved');
    await act(async () => button('floor plan.pdf').click());
    await settle();
    expect(fetchBlob).toHaveBeenCalledWith(SAVED.download_url);
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'floor plan.pdf');
  });

  it('uploads a chosen file at once and saves it as the answer with the questionnaire', async () => {
    await show();
    await settle();
    await act(async () => button('Edit Responses').click());
    expect(text()).toContain('Replace file');
    expect(text()).toContain('floor plan.pdf');

    post.mockResolvedValueOnce({ file_id: 'ans_new', name: 'seating.pdf', size: 13, content_type: 'application/pdf', field: 2 });
    await choose(pdf('seating.pdf'));
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/questionnaires/responses/upload/');
    expect([body.get('event'), body.get('field'), (body.get('file') as File).name]).toEqual(['42', '2', 'seating.pdf']);
    expect(text()).toContain('seating.pdf (saved when you save your responses)');

    post.mockResolvedValueOnce([]);
    await act(async () => button('Save Responses').click());
    await settle();
    expect(post.mock.calls[1]).toEqual([
      '/questionnaires/responses/save_event_responses/',
      {
        event_id: 42,
        responses: [
          { field_id: 1, value: 'Ana Santos' },
          { field_id: 2, value: 'ans_new' },
        ],
      },
    ]);
  });

  it('says why a file was not taken: the server’s reason, or the browser’s own look at type and size', async () => {
    await show();
    await settle();
    await act(async () => button('Edit Responses').click());

    post.mockRejectedValueOnce(new ApiError(400, { detail: 'Some files have invalid types. Allowed types: pdf, jpg, jpeg, png' }));
    await choose(pdf('renamed.pdf'));
    expect(text()).toContain('Failed to upload renamed.pdf. Some files have invalid types. Allowed types: pdf, jpg, jpeg, png');

    await choose(new File(['PK'], 'plan.docx'));
    expect(post).toHaveBeenCalledTimes(1); // refused before sending
    expect(text()).toContain('Failed to upload plan.docx. Some files have invalid types. Allowed types: pdf, jpg, jpeg, png');

    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await choose(big);
    expect(text()).toContain('Failed to upload huge.pdf. Some files are too large. Maximum file size is 10MB');
    // The saved answer stands until a file is taken.
    expect(text()).toContain('floor plan.pdf');
  });
});
