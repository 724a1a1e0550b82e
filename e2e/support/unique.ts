/** A name no earlier run has used, so a journey can find exactly what it created. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
