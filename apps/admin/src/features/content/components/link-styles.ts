/** Classes of links that look like the app's buttons (Button is for actions, Link for places). */
const LINK_BUTTON_BASE =
  'inline-flex h-8 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export const PRIMARY_LINK_BUTTON = `${LINK_BUTTON_BASE} bg-teal-700 text-white hover:bg-teal-800`;
export const SECONDARY_LINK_BUTTON = `${LINK_BUTTON_BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const TEXT_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline';
