// @vitest-environment jsdom
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useToast } from '@/components/feedback/toast-context';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { mountedRoot } from '@/test/mounted-root';

const { render } = mountedRoot();

function SaveInDialog() {
  const toast = useToast();
  return (
    <Dialog open aria-label="Edit Facility">
      <Button onClick={() => toast({ severity: 'success', title: 'Photo Added', message: 'The photo is saved.' })}>Add Photo</Button>
    </Dialog>
  );
}

/** Whether an element or one of its ancestors is hidden from screen readers. */
const hiddenFromReaders = (el: Element | null): boolean => !!el && (el.getAttribute('aria-hidden') === 'true' || hiddenFromReaders(el.parentElement));

describe('ToastProvider', () => {
  it('keeps a toast raised inside an open dialog readable, though the dialog hides the page behind it', async () => {
    await render(
      <ToastProvider>
        <p>The page behind</p>
        <SaveInDialog />
      </ToastProvider>,
    );
    expect(hiddenFromReaders(document.body.querySelector('p'))).toBe(true);
    const add = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Add Photo')!;
    await act(async () => add.click());
    const status = [...document.querySelectorAll('[role="status"]')].find((s) => s.textContent?.includes('Photo Added'));
    expect(status).toBeDefined();
    expect(hiddenFromReaders(status!)).toBe(false);
  });
});
