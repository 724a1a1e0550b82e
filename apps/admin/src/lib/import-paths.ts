import type { ImportKind } from '@job-board/contract';

/** The app path of the import screen of a kind (app/screen-routes.tsx), for the lists' links. */
export const importPath = (kind: ImportKind) => `/import/${kind}`;
