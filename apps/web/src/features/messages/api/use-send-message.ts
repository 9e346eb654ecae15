import { ZMessage, ZThreadDetail, type TCreateThreadRequest } from '@venue/shared/messages/thread.schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { postMultipart } from '@/lib/multipart-upload';
import { QUERY_ROOTS } from '@/lib/query-roots';

// The dashboard counts unread messages; the other side hears through its own stream.
const meta = { invalidates: [QUERY_ROOTS.messages, QUERY_ROOTS.dashboard] };

/** An answer in a thread: JSON, or multipart with progress when a file goes with it (the documents' code path). */
export function usePostMessage(threadId: number) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ body, file }: { body: string; file: File | null }) => {
      if (!file) return api.post(`/messages/threads/${threadId}/messages/`, { body }, { schema: ZMessage });
      const form = new FormData();
      form.append('body', body);
      form.append('file', file, file.name);
      setProgress(0);
      return ZMessage.parse(await postMultipart(`/messages/threads/${threadId}/messages/`, form, setProgress));
    },
    meta,
  });
  return { ...mutation, progress };
}

/** A new conversation; the venue names the client it writes to. */
export function useStartThread() {
  return useMutation({
    mutationFn: (body: TCreateThreadRequest) => api.post('/messages/threads/', body, { schema: ZThreadDetail }),
    meta,
  });
}
