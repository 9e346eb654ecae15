import { useSyncExternalStore } from 'react';

export interface TBrowserStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * One value kept as JSON in localStorage that every part of the page (and every tab) sees change: the cart,
 * the favorites and the display settings. `parse` checks what is stored, which may be old or edited by hand.
 * The snapshot is cached by the stored text, so React sees the same object until the value really changes.
 */
export function createBrowserStore<T>(key: string, parse: (raw: unknown) => T, empty: T): TBrowserStore<T> {
  const listeners = new Set<() => void>();
  let cached: { text: string | null; value: T } | null = null;

  const readText = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage blocked: nothing stored
    }
  };
  // A value storage refused (quota, blocked storage) lives here, so this page still works with it.
  let memory: string | null = null;

  const get = (): T => {
    if (typeof window === 'undefined') return empty;
    const text = memory ?? readText();
    if (cached && cached.text === text) return cached.value;
    let value = empty;
    try {
      value = text === null ? empty : parse(JSON.parse(text));
    } catch {
      value = empty;
    }
    cached = { text, value };
    return value;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const set = (value: T) => {
    const text = JSON.stringify(value);
    try {
      window.localStorage.setItem(key, text);
      memory = null;
    } catch {
      memory = text;
    }
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  return { get, set, subscribe };
}

/**
 * The store's value in a component. While a prerendered page hydrates it is the empty value the HTML was made
 * with, then the stored one: the first browser render matches the HTML.
 */
export function useBrowserStore<T>(store: TBrowserStore<T>, empty: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => empty);
}
