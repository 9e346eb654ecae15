/** Resolves in a later task, so that what follows does not lengthen the current one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
